import { describe, expect, it } from 'vitest'
import { buildStudentCards } from '../model/student-cards'
import { testModuleWithEvaluations } from '../model/student-test-data'
import { teacherGradesByStudent } from '../model/teacher-ratings'
import { listedTooFastTopics, type ReportTexts, reportPage } from './report-pages'

const texts: Pick<ReportTexts, 'percent' | 'judgment' | 'legend' | 'check'> = {
  percent: (value) => `${value} %`,
  check: {
    attested: (date) => `LK ${date}`,
    notAttested: 'LK nicht bestanden',
    legend: 'LK: Lernkontrolle bestanden (Datum)',
  },
  legend: {
    above: 'über dem Ziel',
    below: 'unter dem Ziel',
    none: 'noch nicht bewertet',
    tooFast: (topics) => `zu schnell bewertet (im Mittel unter 2 Minuten je Frage): ${topics}`,
    tooFastNone: 'in keinem Thema',
    tooFastCount: (count, total) => `in ${count} von ${total} Themen`,
  },
  judgment: {
    tile: (value) => `L ${value}`,
    title: 'SELBSTEINSCHÄTZUNG UND LEHRPERSON',
    line: (gap) => `${gap.cell} ${gap.title}`,
    none: 'keine',
    notRated: 'nicht bewertet',
    direction: { higher: 'höher', lower: 'tiefer' },
  },
}
const figures = { progress_percentage: 17, days_worked_count: 3, carefully_evaluated_percentage: 83 }

describe('reportPage (issue 31: two facts, each true)', () => {
  const module = testModuleWithEvaluations()
  const [lea, emile] = buildStudentCards(
    module,
    module.users.filter((user) => user.id !== 13),
  )

  it('draws a too-fast student above the goal as above, with the too-fast mark besides', () => {
    // Émile: 5,50 against his goal of 5 in 1.1, rated too fast (student-test-data.ts).
    const page = reportPage(emile!, figures, texts, 'de', teacherGradesByStudent([]))
    const tile = page.tiles.find((candidate) => candidate.number === '1.1')
    expect(tile).toMatchObject({ kind: 'above', tooFast: true, average: '5,50' })
    expect(tile?.fill).toEqual([144, 197, 181]) // the green at 0.45, not the red
    expect(page.tooFast).toBe('zu schnell bewertet (im Mittel unter 2 Minuten je Frage): 1.1')
  })

  it('says so when no topic was rated too fast', () => {
    const page = reportPage(lea!, figures, texts, 'de', teacherGradesByStudent([]))
    expect(page.tiles.every((tile) => !tile.tooFast)).toBe(true)
    expect(page.tooFast).toBe('zu schnell bewertet (im Mittel unter 2 Minuten je Frage): in keinem Thema')
  })
})

describe('the too-fast line of a large grid', () => {
  it('counts the topics instead of listing more than fit on its line', () => {
    const module = testModuleWithEvaluations()
    const [emile] = buildStudentCards(
      module,
      module.users.filter((user) => user.id === 12),
    )
    const many = {
      ...emile!,
      tiles: emile!.tiles.map((row) => row.map((tile) => ({ ...tile, tooFast: tile.topic !== null }))),
    }
    const page = reportPage(many, figures, texts, 'de', teacherGradesByStudent([]))
    expect(page.tooFast).toContain(': 1.1, 2.1, 3.2')
    expect(listedTooFastTopics).toBe(12)
    // 13 rows of the first row's two topics: 26, more than a line holds.
    const crowded = {
      ...many,
      tiles: Array.from({ length: 13 }, (_, row) =>
        many.tiles[0]!.map((tile) => ({ ...tile, row: row + 1 })),
      ),
    }
    expect(reportPage(crowded, figures, texts, 'de', teacherGradesByStudent([])).tooFast).toBe(
      'zu schnell bewertet (im Mittel unter 2 Minuten je Frage): in 26 von 26 Themen',
    )
  })
})
