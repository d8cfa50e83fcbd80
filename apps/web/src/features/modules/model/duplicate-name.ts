import { moduleLimits, textProblem } from '@lernraster/shared'

export type DuplicateNameProblem = 'required' | 'tooLong' | 'invalidCharacters'
export type DuplicateNameCheck = { ok: true; value: string } | { ok: false; problem: DuplicateNameProblem }

const rule = { max: moduleLimits.moduleNameMax }

/**
 * The rules of the shared `moduleDuplicateBody.new_title` (trimmed, at least one character, the
 * module name's length, storable characters) without loading zod into the screen.
 */
export function checkDuplicateName(value: string): DuplicateNameCheck {
  const trimmed = value.trim()
  if (trimmed.length < moduleLimits.duplicateNameMin) return { ok: false, problem: 'required' }
  const problem = textProblem(trimmed, rule)
  return problem ? { ok: false, problem } : { ok: true, value: trimmed }
}

/**
 * The suggested name ("Kopie von Brüche") cut to what a module name may hold, so the suggestion of a
 * long name can be saved as it stands. Cuts between characters, never inside one.
 */
export function suggestedCopyName(suggestion: string): string {
  let fitted = ''
  for (const character of suggestion) {
    if (fitted.length + character.length > moduleLimits.moduleNameMax) break
    fitted += character
  }
  return fitted.trimEnd()
}
