import { type ExamResultRow, gradeSteps } from '@lernraster/shared'

/** The grades a teacher may enter for an exam: 1 to 6 in half steps (0 is a self-rating, not a grade). */
export const examGradeSteps = gradeSteps.filter((step) => step >= 1)

export type GradeDraft = ReadonlyMap<number, number | null>

export function draftOf(rows: ExamResultRow[]): GradeDraft {
  return new Map(rows.map((row) => [row.user.id, row.grade]))
}

/** Only the rows the teacher changed are sent: a grade entered meanwhile in another tab stays. */
export function changedGrades(rows: ExamResultRow[], draft: GradeDraft) {
  return rows
    .filter((row) => draft.has(row.user.id) && draft.get(row.user.id) !== row.grade)
    .map((row) => ({ user_id: row.user.id, grade: draft.get(row.user.id) ?? null }))
}

/** The select's value for a grade, and back: the empty choice means "no grade". */
export const gradeValue = (grade: number | null) => (grade === null ? '' : String(grade))
export const gradeOfValue = (value: string): number | null => (value === '' ? null : Number(value))
