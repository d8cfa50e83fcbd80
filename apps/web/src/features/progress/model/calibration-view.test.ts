import type { CalibrationStudent, CalibrationTopic } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import {
  calibrationState,
  defaultStudentSort,
  nextStudentSort,
  shownTopics,
  sortCalibrationStudents,
  studentJudgment,
  topicDirections,
} from './calibration-view'

const topic = (id: number, pairs: number, higher = 0, lower = 0): CalibrationTopic => ({
  topic_id: id,
  title: `Thema ${id}`,
  column: 1,
  row: id,
  pairs,
  large_gaps: higher + lower,
  higher,
  lower,
  largest_gap: higher + lower > 0 ? 2 : 0,
})

const student = (id: number, hitShare: number | null): CalibrationStudent => ({
  user_id: id,
  firstname: `S${id}`,
  lastname: 'Muster',
  checks: 0,
  checks_attested: 0,
  reached_not_attested: 0,
  pairs: hitShare === null ? 0 : 4,
  hit_share: hitShare,
  mean_gap: hitShare === null ? null : 0,
  mean_absolute_gap: hitShare === null ? null : 0.5,
  higher: 0,
  lower: 0,
})

describe('studentJudgment (issue 31)', () => {
  const figures = (mean_gap: number | null, mean_absolute_gap: number | null, hit_share: number | null) => ({
    mean_gap,
    mean_absolute_gap,
    hit_share,
  })

  it('never says "hits" for one large gap each way (Levin Imhof of the demo: +2 and -2)', () => {
    expect(studentJudgment(figures(0, 2, 0))).toBe('both')
  })

  it('says "hits" within 1 step on average, whichever way the small gaps go', () => {
    expect(studentJudgment(figures(0, 0, 100))).toBe('hits')
    expect(studentJudgment(figures(-0.25, 0.75, 75))).toBe('hits')
    expect(studentJudgment(figures(1, 1, 100))).toBe('hits')
  })

  it('names the direction from the signed mean when the gaps are larger', () => {
    expect(studentJudgment(figures(2.25, 2.25, 0))).toBe('higher')
    expect(studentJudgment(figures(-1.17, 1.17, 67))).toBe('lower')
    expect(studentJudgment(figures(-0.38, 2.13, 25))).toBe('both')
  })

  it('has no word without a pair', () => {
    expect(studentJudgment(figures(null, null, null))).toBeUndefined()
  })
})

describe('topicDirections', () => {
  it('lists the directions that occur, higher first', () => {
    expect(topicDirections({ higher: 3, lower: 1 })).toEqual([
      { direction: 'higher', count: 3 },
      { direction: 'lower', count: 1 },
    ])
    expect(topicDirections({ higher: 0, lower: 2 })).toEqual([{ direction: 'lower', count: 2 }])
    expect(topicDirections({ higher: 0, lower: 0 })).toEqual([])
  })
})

describe('shownTopics', () => {
  const topics = [topic(1, 5, 3), topic(2, 0), ...Array.from({ length: 11 }, (_, i) => topic(i + 3, 2))]

  it('leaves out topics without a pair and cuts after the limit, in the given order', () => {
    const { shown, total, hidden } = shownTopics(topics, false, 10)
    expect(total).toBe(12)
    expect(hidden).toBe(2)
    expect(shown.map((t) => t.topic_id)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })

  it('shows every compared topic when asked', () => {
    const { shown, hidden } = shownTopics(topics, true, 10)
    expect(shown).toHaveLength(12)
    expect(hidden).toBe(0)
  })

  it('hides nothing when fewer than the limit are compared', () => {
    expect(shownTopics([topic(1, 1), topic(2, 0)], false)).toMatchObject({ total: 1, hidden: 0 })
  })
})

describe('sortCalibrationStudents', () => {
  const byName = [student(1, 50), student(2, null), student(3, 90), student(4, 50), student(5, 10)]
  const ids = (list: CalibrationStudent[]) => list.map((s) => s.user_id)

  it('keeps the server name order, or turns it round', () => {
    expect(ids(sortCalibrationStudents(byName, defaultStudentSort))).toEqual([1, 2, 3, 4, 5])
    expect(ids(sortCalibrationStudents(byName, { column: 'name', direction: 'descending' }))).toEqual([
      5, 4, 3, 2, 1,
    ])
  })

  it('sorts by hit share with students without a pair last and ties in name order', () => {
    expect(ids(sortCalibrationStudents(byName, { column: 'hitShare', direction: 'ascending' }))).toEqual([
      5, 1, 4, 3, 2,
    ])
    expect(ids(sortCalibrationStudents(byName, { column: 'hitShare', direction: 'descending' }))).toEqual([
      3, 1, 4, 5, 2,
    ])
  })

  it('does not change the list it was given', () => {
    sortCalibrationStudents(byName, { column: 'hitShare', direction: 'descending' })
    expect(ids(byName)).toEqual([1, 2, 3, 4, 5])
  })
})

describe('nextStudentSort', () => {
  it('turns the same column round and starts another ascending', () => {
    expect(nextStudentSort(defaultStudentSort, 'name')).toEqual({ column: 'name', direction: 'descending' })
    expect(nextStudentSort(defaultStudentSort, 'hitShare')).toEqual({
      column: 'hitShare',
      direction: 'ascending',
    })
    expect(nextStudentSort({ column: 'hitShare', direction: 'ascending' }, 'hitShare').direction).toBe(
      'descending',
    )
  })
})

describe('calibrationState', () => {
  it('asks for teacher ratings while there is no counted one (0 is "not rated")', () => {
    expect(calibrationState([], [])).toBe('noTeacherRatings')
    expect(calibrationState([{ grade: 0 }], [topic(1, 0)])).toBe('noTeacherRatings')
  })

  it('waits for the students when the teacher rated but no question is rated by both', () => {
    expect(calibrationState([{ grade: 4 }], [topic(1, 0)])).toBe('noPairs')
    expect(calibrationState([{ grade: 4 }], [])).toBe('noPairs')
  })

  it('compares once a pair exists', () => {
    expect(calibrationState([{ grade: 4.5 }], [topic(1, 0), topic(2, 3)])).toBe('compared')
  })
})
