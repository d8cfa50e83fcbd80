import { describe, expect, test } from 'vitest'
import type { CalibrationInput } from '../../src/modules/teacher-ratings/calibration.repo'
import { compareChecks } from '../../src/modules/teacher-ratings/calibration-checks'

// Issue 37 item 3: self-assessment against the checks, worked out by hand. Topic 1 (questions 10, 11)
// and topic 2 (20) have a check, topic 3 (30) has none. Goals: Anna 4, Ben 5, Cem 4.
//   Anna: own 5 and 4 in topic 1 (4,5 >= 4: reached), not attested; own 3 in topic 2, attested.
//   Ben:  own 4 in topic 1 (4 < 5: not reached), attested.
//   Cem:  no rating, attested in topic 1; a result in topic 3 (no check) does not count.
const input: CalibrationInput = {
  topics: [
    { id: 1, title: 'Eins', column: 1, row: 1, question_ids: [10, 11] },
    { id: 2, title: 'Zwei', column: 1, row: 2, question_ids: [20] },
    { id: 3, title: 'Drei', column: 2, row: 1, question_ids: [30] },
  ],
  students: [
    { id: 1, firstname: 'Anna', lastname: 'A', goal: 4 },
    { id: 2, firstname: 'Ben', lastname: 'B', goal: 5 },
    { id: 3, firstname: 'Cem', lastname: 'C', goal: 4 },
  ],
  student_grades: [
    [1, 10, 5],
    [1, 11, 4],
    [1, 20, 3],
    [2, 10, 4],
  ],
  teacher_grades: [],
  check_topic_ids: [1, 2],
  check_results: [
    [1, 1, false],
    [1, 2, true],
    [2, 1, true],
    [3, 1, true],
    [3, 3, true],
  ],
}
const own = new Map<number, Map<number, number>>()
for (const [user, question, grade] of input.student_grades) {
  own.set(user, (own.get(user) ?? new Map()).set(question, grade))
}

describe('compareChecks', () => {
  test('per topic with a check, in grid order: results, passed, goal reached but not passed, below but passed', () => {
    expect(compareChecks(input, own).checks).toEqual([
      {
        topic_id: 1,
        title: 'Eins',
        column: 1,
        row: 1,
        results: 3,
        attested: 2,
        reached_not_attested: 1,
        below_attested: 2,
        // Only Anna reached her goal, and she did not pass: 1 of 1.
        reached_not_attested_share: 100,
      },
      {
        topic_id: 2,
        title: 'Zwei',
        column: 1,
        row: 2,
        results: 1,
        attested: 1,
        reached_not_attested: 0,
        below_attested: 1,
        reached_not_attested_share: null,
      },
    ])
  })

  test('per student: checks with a result, passed, and where the self-rating reached the goal without a pass', () => {
    const { students } = compareChecks(input, own)
    expect(Object.fromEntries(students)).toEqual({
      1: { checks: 2, checks_attested: 1, reached_not_attested: 1 },
      2: { checks: 1, checks_attested: 1, reached_not_attested: 0 },
      3: { checks: 1, checks_attested: 1, reached_not_attested: 0 },
    })
  })
})
