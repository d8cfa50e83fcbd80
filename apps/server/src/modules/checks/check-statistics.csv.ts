import type { CheckItemStatistics, CheckStatistics } from '@lernraster/shared'
import { type CsvField, toCsv } from '../../lib/csv'

// GET /checks/statistics.csv (issue 37 item 4): the statistics as a table Excel in German opens as is,
// written as the web app's CSVs are (apps/web/src/lib/csv.ts): `;` between fields, CRLF, UTF-8 with a
// byte order mark, numbers with a decimal comma. First the check's numbers, then one row per item.

const kindNames: Record<CheckItemStatistics['kind'], string> = {
  single: 'Einfachauswahl',
  multiple: 'Mehrfachauswahl',
  number: 'Zahl',
  text: 'Kurzantwort',
  order: 'Reihenfolge',
}

/** The answers column: each option's share, or the most frequent wrong answers. */
function answersOf(item: CheckItemStatistics): string {
  if (item.options.length > 0)
    return item.options
      .map((option) => `${option.text}${option.correct ? ' (richtig)' : ''}: ${option.percent} %`)
      .join(' · ')
  return item.wrong_answers.map((answer) => `${answer.value}: ${answer.count}×`).join(' · ')
}

const itemHeader = [
  'Nr.',
  'Aufgabe',
  'Art',
  'Richtig (Versuche)',
  'Richtig in %',
  'Richtig im letzten Versuch in %',
  'Ohne Antwort',
  'Falsch trotz Bestehen',
  'Falsch trotz Bestehen in %',
  'Antworten (Anteile oder häufige falsche Antworten)',
]

export function checkStatisticsCsv(statistics: CheckStatistics): string {
  const rows: CsvField[][] = [
    ['Lernkontrolle', statistics.topic_title],
    ['Bestehensgrenze in %', statistics.pass_mark],
    ['Lernende mit Versuch', statistics.students],
    ['Lernende bestanden', statistics.passed_students],
    ['Bestehensquote in %', statistics.pass_rate],
    ['Versuche', statistics.attempts],
    ['Versuche je Lernende/r', statistics.attempts_per_student],
    [],
    itemHeader,
    ...statistics.items.map((item) => [
      item.position,
      item.prompt,
      kindNames[item.kind],
      item.right,
      item.right_percent,
      item.latest_right_percent,
      item.unanswered,
      item.wrong_among_passed,
      item.wrong_among_passed_percent,
      answersOf(item),
    ]),
  ]
  return toCsv(rows)
}

/** The download's name (contentDisposition cleans what file systems refuse). */
export const checkStatisticsFileName = (topicTitle: string) =>
  `Lernkontrolle ${topicTitle.slice(0, 80)} - Auswertung.csv`
