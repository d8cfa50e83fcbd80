import type { CalibrationStudent, CalibrationTopic } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import {
  calibrationState,
  defaultStudentSort,
  meanGapWord,
  nextStudentSort,
  shownTopics,
  sortCalibrationStudents,
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
  pairs: hitShare === null ? 0 : 4,
  hit_share: hitShare,
  mean_gap: hitShare === null ? null : 0,
  higher: 0,
  lower: 0,
})

describe('meanGapWord', () => {
  it('says "hits" below half a step either way', () => {
    expect(meanGapWord(0)).toBe('hits')
    expect(meanGapWord(0.49)).toBe('hits')
    expect(meanGapWord(-0.49)).toBe('hits')
  })

  it('names the direction from half a step on', () => {
    expect(meanGapWord(0.5)).toBe('higher')
    expect(meanGapWord(2.25)).toBe('higher')
    expect(meanGapWord(-0.5)).toBe('lower')
    expect(meanGapWord(-3)).toBe('lower')
  })

  it('has no word without a pair', () => {
    expect(meanGapWord(null)).toBeUndefined()
    expect(meanGapWord(Number.NaN)).toBeUndefined()
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
