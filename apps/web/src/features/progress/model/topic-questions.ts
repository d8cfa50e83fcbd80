import { isDangerAverage, type TopicQuestion } from '@lernraster/shared'
import type { CsvRow } from '../../../lib/csv'
import { formatStudentAverage } from './student-format'

/** A line of the topic dialog's 'Fragen' tab (docs/product/progress.md "Topic statistics dialog"). */
export type QuestionLine = {
  /** 'Nr.': the question's place in the topic, from 1. */
  number: number
  question: TopicQuestion
  /** An average below 4 is shown in the danger style (never before the first rating). */
  danger: boolean
}

/** The questions in the topic's order, numbered as the teacher built them. */
export function questionLines(questions: readonly TopicQuestion[]): QuestionLine[] {
  return [...questions]
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((question, index) => ({
      number: index + 1,
      question,
      danger: question.average !== null && isDangerAverage(question.average),
    }))
}

export type QuestionCsvTexts = {
  /** Nr., Frage, Durchschnitt, Bewertungen, Zu schnell. */
  headers: readonly [string, string, string, string, string]
}

/** The 'Fragen' table as CSV (issue 13), with the numbers the table shows. */
export function questionCsvRows(
  lines: readonly QuestionLine[],
  texts: QuestionCsvTexts,
  language: string,
): CsvRow[] {
  return [
    texts.headers,
    ...lines.map(({ number, question }) => [
      number,
      question.title,
      formatStudentAverage(question.average, language) ?? '',
      question.evaluations,
      question.timed > 0 ? question.too_fast : '',
    ]),
  ]
}
