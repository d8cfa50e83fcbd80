import { grades } from '@lernraster/shared'

/**
 * Grades typed on the keyboard in the topic dialog's 'Bewertung' tab: a digit 0 to 6 is the grade;
 * a following ",", ".", "+" or "5" adds the half step (4 then 5 is 4,5). A 6 is done at once, since
 * there is no 6,5; another digit is held until the half step, Enter, the next digit (which starts the
 * next student's grade) or a short pause (the component decides the pause). Pure, so every way through it is tested without a browser.
 */
export type GradeKeyResult =
  /** Not a grade key: the list handles it (arrows, Space) or the browser does. */
  | { kind: 'ignored' }
  /** A digit waiting for a possible half step. */
  | { kind: 'pending'; pending: number }
  /** The grade to save for the focused student; `following` is the next key's start, for the next student. */
  | { kind: 'commit'; grade: number; following?: GradeKeyResult }

const halfStepKeys = new Set([',', '.', '+', '5'])

export function readGradeKey(pending: number | null, key: string): GradeKeyResult {
  if (pending !== null) {
    if (halfStepKeys.has(key) && pending + grades.step <= grades.max) {
      return { kind: 'commit', grade: pending + grades.step }
    }
    if (key === 'Enter') return { kind: 'commit', grade: pending }
    // Another digit: the held grade is done, and the digit starts the next student's grade.
    const next = readGradeKey(null, key)
    if (next.kind !== 'ignored') return { kind: 'commit', grade: pending, following: next }
  }
  if (/^[0-9]$/.test(key)) {
    const digit = Number(key)
    if (digit > grades.max) return { kind: 'ignored' }
    return digit === grades.max ? { kind: 'commit', grade: digit } : { kind: 'pending', pending: digit }
  }
  return { kind: 'ignored' }
}
