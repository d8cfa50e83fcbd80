import type { accountMessages, NewPasswordIssue } from '@lernraster/shared'

/** A rule of the form that the input breaks: the language-pack key of its message and the fields concerned. */
export type Problem<Field extends string> = {
  message:
    | `messages.account.${keyof typeof accountMessages}`
    | `messages.auth.${NewPasswordIssue}`
    | 'messages.text.invalidCharacters'
  fields: readonly Field[]
}

export type Checked<Field extends string, Value> =
  | { ok: true; value: Value }
  | { ok: false; problem: Problem<Field> }

export function failed<Field extends string>(
  message: Problem<Field>['message'],
  fields: readonly Field[] = [],
): { ok: false; problem: Problem<Field> } {
  return { ok: false, problem: { message, fields } }
}

/** The names of the inputs that are still empty, for "fill in all fields". */
export function emptyFields<Field extends string>(values: Record<Field, string>): Field[] {
  return (Object.keys(values) as Field[]).filter((field) => values[field].trim() === '')
}
