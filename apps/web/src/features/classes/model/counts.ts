import type { SubjectEvaluation } from '@lernraster/shared'

export type EvaluationCounts = { homework: number; exams: number }

type Words = { homework: (count: number) => string; exams: (count: number) => string }

/** How many homework and exams of a subject the student has results for. */
export function countsOf(evaluation: Pick<SubjectEvaluation, 'homework' | 'exam'>): EvaluationCounts {
  return { homework: evaluation.homework.length, exams: evaluation.exam.length }
}

/** The tag of a statistics row, e.g. "3 Hausaufgaben · 1 Prüfung"; the words come from the language pack. */
export function countsText(counts: EvaluationCounts, words: Words): string {
  return `${words.homework(counts.homework)} · ${words.exams(counts.exams)}`
}
