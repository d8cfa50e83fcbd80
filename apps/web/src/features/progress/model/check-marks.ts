import type { CheckResult, ProgressStudent, ProgressTopic } from '@lernraster/shared'
import { formatDate } from '../../../lib/date-format'

/**
 * What a topic's check attests for a student (issue 37 item 3), as the progress screens, the CSVs and
 * the PDF show it: a third mark beside the self-rating and the teacher's grade. The server decides
 * (decision 053: the teacher's decision over the attempts, else the first passed attempt); here only
 * how it reads.
 */

/**
 * - attested: a passed attempt or the teacher's "bestanden";
 * - notAttested: the teacher's "nicht bestanden", or attempts without a pass;
 * - open: the topic has a check the student has not taken;
 * - none: the topic has no check.
 */
export type CheckState = 'attested' | 'notAttested' | 'open' | 'none'

export type CheckMark = {
  state: CheckState
  /** The attestation's or decision's date (ISO), null without either. */
  at: string | null
  /** The teacher decided, over the attempts. */
  byTeacher: boolean
  result: CheckResult | null
}

export function checkMark(
  topic: Pick<ProgressTopic, 'has_check' | 'check_results'>,
  studentId: number,
): CheckMark {
  if (!topic.has_check) return { state: 'none', at: null, byTeacher: false, result: null }
  return checkMarkOf(topic.check_results[String(studentId)] ?? null)
}

/** The mark of a topic that has a check, from the student's result (null: nothing yet). */
export function checkMarkOf(result: CheckResult | null): CheckMark {
  const attestation = result?.attestation ?? null
  const state: CheckState = attestation?.attested
    ? 'attested'
    : attestation || (result?.attempts ?? 0) > 0
      ? 'notAttested'
      : 'open'
  return { state, at: attestation?.at ?? null, byTeacher: attestation?.by === 'teacher', result }
}

/** How many of the students the topic's check attests; null for a topic without a check. */
export function attestedCount(
  topic: Pick<ProgressTopic, 'has_check' | 'check_results'>,
  students: readonly Pick<ProgressStudent, 'id'>[],
): number | null {
  if (!topic.has_check) return null
  return students.filter((student) => checkMark(topic, student.id).state === 'attested').length
}

/** The words of a check's cells, in the teacher's language. */
export type CheckTexts = {
  attested: string
  notAttested: string
  open: string
  /** Appended when the teacher decided: " (Lehrperson)". */
  byTeacher: string
}

/** 'Lernkontrolle' and 'Lernkontrolle am' of a CSV row: the state in words and the date (22.11.2026). */
export function checkCells(mark: CheckMark, texts: CheckTexts, language: string): [string, string] {
  if (mark.state === 'none') return ['', '']
  const word = texts[mark.state] + (mark.byTeacher ? texts.byTeacher : '')
  return [word, mark.at ? formatDate(mark.at, language) : '']
}

/** The latest score as "3/5", or null before the first attempt. */
export function scoreText(result: CheckResult | null): string | null {
  if (!result || result.right === null || result.total === null) return null
  return `${result.right}/${result.total}`
}

/** A date short enough for a PDF tile: 22.11.26. */
export function shortDate(value: string, language: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(language.startsWith('de') ? 'de-CH' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
  }).format(date)
}
