import { expect, type Locator } from '@playwright/test'
import { fill, type Pack } from './classes'
import { expectedStatistics } from './demo-school'
import type { LanguageName } from './language'

/** What the statistics modal should show for one subject; the numbers as the modal prints them. */
export type ExpectedSubject = {
  subject: string
  goal: string
  /** "5,1" in German, "5.1" in English, or null for the dash. */
  homeworkAverage: string | null
  examAverage: string | null
  homework: { topic: string; average: string }[]
  exams: { topic: string; grade: string | null }[]
  notDoneHomework: string[]
  notDoneExams: string[]
}

/** docs/design.md "Numbers and dates": German writes 4,5, English 4.5. */
const decimalsIn = (language: LanguageName) => (value: number | null) => {
  if (value === null || value === 0) return null
  const digits = (Math.round(value * 10) / 10).toFixed(1)
  return language === 'de' ? digits.replace('.', ',') : digits
}
/** A number as the modal prints it, read back: "4,5" or "4.5" is 4.5. */
const numberOf = (text: string) => Number(text.replace(',', '.'))

/**
 * The expected statistics of a demo student, recomputed from the raw ratings of the demo school's
 * fixed-seed plan (the data the server wrote), not read from the API: the journey checks the
 * server's SQL and the modal together.
 */
export function expectedStatisticsFor(
  student: { email: string; className: string },
  language: LanguageName,
): ExpectedSubject[] {
  const oneDecimal = decimalsIn(language)
  return expectedStatistics(student.className, student.email).map((subject) => ({
    subject: subject.title,
    goal: oneDecimal(subject.goal) ?? '–',
    homeworkAverage: oneDecimal(subject.homeworkAvg),
    examAverage: oneDecimal(subject.examAvg),
    homework: subject.homework.map((homework) => ({
      topic: homework.topic,
      average: oneDecimal(homework.average) ?? '–',
    })),
    exams: subject.exams.map((exam) => ({ topic: exam.topic, grade: oneDecimal(exam.grade) })),
    notDoneHomework: subject.notDoneHomework,
    notDoneExams: subject.notDoneExams,
  }))
}

function countsText(t: Pack, homework: number, exams: number) {
  const s = t.classes.statistics
  return `${fill(homework === 1 ? s.homeworkCount_one : s.homeworkCount_other, { count: homework })} · ${fill(
    exams === 1 ? s.examCount_one : s.examCount_other,
    { count: exams },
  )}`
}

/** Each subject's row: Fach, Ziel, the two averages (or a dash) and the tag with the counts. */
export async function expectSubjectRows(dialog: Locator, t: Pack, expected: ExpectedSubject[]) {
  const rows = dialog.getByRole('table', { name: t.classes.statistics.table }).locator(':scope > tbody > tr')
  await expect(rows).toHaveCount(expected.length)
  for (const [index, subject] of expected.entries()) {
    const cells = rows.nth(index).locator(':scope > td')
    await expect(cells.nth(0)).toHaveText(subject.subject)
    await expect(cells.nth(1)).toHaveText(subject.goal)
    await expect(cells.nth(3)).toContainText(subject.homeworkAverage ?? '–')
    await expect(cells.nth(4)).toContainText(subject.examAverage ?? '–')
    await expect(cells.nth(5)).toHaveText(countsText(t, subject.homework.length, subject.exams.length))
    if (subject.homeworkAverage !== null) {
      // The slider says in words what its position and colour show.
      const status = numberOf(subject.homeworkAverage) >= numberOf(subject.goal) ? 'atGoal' : 'belowGoal'
      await expect(cells.nth(2).getByRole('img')).toHaveAccessibleName(
        fill(t.classes.statistics.slider, {
          value: subject.homeworkAverage,
          goal: subject.goal,
          status: t.classes.statistics[status],
        }),
      )
    }
  }
}
