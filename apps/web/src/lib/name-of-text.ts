/**
 * The name under which a pack keeps a server text (the server answers with the shared German texts):
 * the screens whose texts load with them (planning, class lists) and the student app translate what
 * the server answered by it. Kept apart from server-message.ts, which loads the teacher app's packs.
 */
export function nameOfText<Texts extends Record<string, string>>(
  texts: Texts,
  text: string,
): keyof Texts | undefined {
  return Object.entries(texts).find(([, german]) => german === text)?.[0]
}
