/**
 * The words of the answer fields. The fields are shared by the student app (its own small
 * dictionary) and the teacher's preview (i18next): each app passes its texts; the German ones are
 * the default and the source the student pack reuses.
 */
export interface CheckAnswerTexts {
  /** The number field's name for screen readers when the prompt alone does not say it is one. */
  numberLabel: string
  textLabel: string
  /** Only a number: the hint under the field (comma or point both work, decision 052). */
  numberHint: string
  /** Multiple choice: more than one answer may be right. */
  multipleHint: string
  /** Putting in order: how it works without dragging. */
  orderHint: string
  /** "Schritt {position}: {text}" for the order list's screen reader text. */
  stepUp: string
  stepDown: string
}

export const checkAnswerTextsDe: CheckAnswerTexts = {
  numberLabel: 'Deine Zahl',
  textLabel: 'Deine Antwort',
  numberHint: 'Komma oder Punkt, beides geht.',
  multipleHint: 'Mehrere Antworten können richtig sein.',
  orderHint: 'Bring die Schritte mit den Pfeilen in die richtige Reihenfolge.',
  stepUp: '«{text}» nach oben',
  stepDown: '«{text}» nach unten',
}

/** Fills `{name}` placeholders (the apps each have one; this folder depends on neither). */
export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
