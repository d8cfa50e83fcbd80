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

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A server text matched against a pack's texts, placeholders included ('Zeile {{line}}: {{problem}}'
 * matches 'Zeile 3: Der Vorname fehlt.'): the text's name and the values filled in, or undefined.
 */
export function matchText<Texts extends Record<string, string>>(
  texts: Texts,
  text: string,
): { name: keyof Texts; values: Record<string, string> } | undefined {
  for (const [name, template] of Object.entries(texts)) {
    if (template === text) return { name, values: {} }
    const parts = template.split(/\{\{(\w+)\}\}/)
    if (parts.length === 1) continue
    // Odd parts are the placeholders' names, even ones the fixed text around them.
    const pattern = parts.map((part, index) => (index % 2 ? '(.+?)' : escapeForPattern(part))).join('')
    const found = new RegExp(`^${pattern}$`, 's').exec(text)
    if (!found) continue
    const names = parts.filter((_, index) => index % 2 === 1)
    return { name, values: Object.fromEntries(names.map((key, index) => [key, found[index + 1] ?? ''])) }
  }
  return undefined
}
