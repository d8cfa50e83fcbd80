import { describe, expect, it } from 'vitest'
import {
  mergeRatings,
  plannedRatings,
  questionGapDirection,
  ratingRows,
  studentGradesByStudent,
  studentTopicGap,
  teacherGradesByStudent,
  teacherRatedCount,
  teacherTopicGrade,
  topicGapMarks,
} from './teacher-ratings'

const questions = [1, 2, 3]
const grades = (entries: [number, number][]) => new Map(entries)

describe('teacherTopicGrade', () => {
  it('averages the counted grades over the topic, 2 decimals', () => {
    expect(
      teacherTopicGrade(
        questions,
        grades([
          [1, 4],
          [2, 5],
          [3, 4],
        ]),
      ),
    ).toBe(4.33)
    expect(teacherTopicGrade(questions, grades([[1, 4.5]]))).toBe(4.5)
  })

  it('leaves 0 (not rated yet) out, says 0 when it is all there is, null without any rating', () => {
    expect(
      teacherTopicGrade(
        questions,
        grades([
          [1, 0],
          [2, 5],
        ]),
      ),
    ).toBe(5)
    expect(teacherTopicGrade(questions, grades([[1, 0]]))).toBe(0)
    expect(teacherTopicGrade(questions, undefined)).toBeNull()
    expect(teacherTopicGrade(questions, grades([[9, 5]]))).toBeNull()
  })

  it('counts the rated questions of the topic only', () => {
    expect(
      teacherRatedCount(
        questions,
        grades([
          [1, 0],
          [2, 5],
          [9, 3],
        ]),
      ),
    ).toBe(2)
  })
})

describe('studentTopicGap', () => {
  it('is the mean gap over the questions both rated, marked from 2 steps with its direction', () => {
    const student = grades([
      [1, 6],
      [2, 5],
      [3, 2],
    ])
    expect(
      studentTopicGap(
        questions,
        student,
        grades([
          [1, 4],
          [2, 3],
        ]),
      ),
    ).toEqual({
      gap: 2,
      direction: 'higher',
      pairs: 2,
    })
    expect(studentTopicGap(questions, student, grades([[3, 4.5]]))).toEqual({
      gap: -2.5,
      direction: 'lower',
      pairs: 1,
    })
  })

  it('marks nothing under 2 steps, and nothing without a shared counted grade', () => {
    expect(studentTopicGap(questions, grades([[1, 5.5]]), grades([[1, 4]])).direction).toBeUndefined()
    expect(studentTopicGap(questions, grades([[1, 6]]), grades([[1, 0]]))).toEqual({
      gap: undefined,
      direction: undefined,
      pairs: 0,
    })
    expect(studentTopicGap(questions, undefined, grades([[1, 2]])).pairs).toBe(0)
  })
})

describe('topicGapMarks', () => {
  it('names the students 2 steps or more apart, which way, and counts them', () => {
    const students = new Map([
      [
        10,
        grades([
          [1, 6],
          [2, 6],
        ]),
      ],
      [11, grades([[1, 2]])],
      [12, grades([[1, 4]])],
      [13, grades([[1, 6]])],
    ])
    const teacher = new Map([
      [
        10,
        grades([
          [1, 4],
          [2, 4],
        ]),
      ],
      [11, grades([[1, 4.5]])],
      [12, grades([[1, 5]])],
      // 14 is rated by the teacher only; 13 by the student only
      [14, grades([[1, 1]])],
    ])
    const marks = topicGapMarks(questions, [10, 11, 12, 13, 14], students, teacher)
    expect([...marks.byStudent]).toEqual([
      [10, 'higher'],
      [11, 'lower'],
    ])
    expect(marks.higher).toBe(1)
    expect(marks.lower).toBe(1)
  })

  it('leaves out students who are not in the class any more', () => {
    const marks = topicGapMarks(
      questions,
      [],
      new Map([[10, grades([[1, 6]])]]),
      new Map([[10, grades([[1, 1]])]]),
    )
    expect(marks.byStudent.size).toBe(0)
  })
})

describe('questionGapDirection', () => {
  it('compares one question from 2 steps, 1 to 6 only', () => {
    expect(questionGapDirection(5, 3)).toBe('higher')
    expect(questionGapDirection(3, 5.5)).toBe('lower')
    expect(questionGapDirection(4.5, 3)).toBeUndefined()
    expect(questionGapDirection(0, 5)).toBeUndefined()
    expect(questionGapDirection(undefined, 5)).toBeUndefined()
  })
})

describe('the grades as maps', () => {
  it('gathers the teacher ratings by student and question', () => {
    const byStudent = teacherGradesByStudent([
      { user_id: 1, question_id: 7, grade: 4 },
      { user_id: 1, question_id: 8, grade: 5 },
      { user_id: 2, question_id: 7, grade: 3 },
    ])
    expect(byStudent.get(1)?.get(8)).toBe(5)
    expect(byStudent.get(2)?.get(7)).toBe(3)
  })

  it("reads the students' grades from the grid's standings", () => {
    const byStudent = studentGradesByStudent({
      evaluations_per_user: {
        '5': {
          goal: 4,
          average: 4.5,
          progress: 100,
          too_fast: false,
          evaluations: [
            { question_id: 7, grade: 4, goal: 4 },
            { question_id: 8, grade: 5, goal: 4 },
          ],
        },
      },
    })
    expect(byStudent.get(5)).toEqual(
      new Map([
        [7, 4],
        [8, 5],
      ]),
    )
  })
})

describe('mergeRatings and plannedRatings', () => {
  it('lays new ratings over the old, one per student and question', () => {
    const old = [
      { user_id: 1, question_id: 7, grade: 4 },
      { user_id: 2, question_id: 7, grade: 3 },
    ]
    const merged = mergeRatings(old, [{ user_id: 1, question_id: 7, grade: 5 }])
    expect(merged).toHaveLength(2)
    expect(merged.find((rating) => rating.user_id === 1)?.grade).toBe(5)
  })

  it('plans a grade for every chosen student and question', () => {
    const planned = plannedRatings(
      { userIds: [1, 2], questionIds: [7, 8], grade: 4.5 },
      9,
      '2026-11-26T10:00:00Z',
    )
    expect(planned).toHaveLength(4)
    expect(planned[3]).toEqual({
      user_id: 2,
      question_id: 8,
      grade: 4.5,
      rated_by: 9,
      rated_at: '2026-11-26T10:00:00Z',
    })
  })
})

describe('ratingRows', () => {
  it("sets each student's own average beside the teacher's topic grade and the gap", () => {
    const students = [
      { id: 1, average: 5.5 },
      { id: 2, average: null },
    ]
    const rows = ratingRows(
      students,
      questions,
      new Map([
        [
          1,
          grades([
            [1, 6],
            [2, 5],
          ]),
        ],
      ]),
      new Map([
        [
          1,
          grades([
            [1, 3],
            [2, 3],
          ]),
        ],
      ]),
    )
    expect(rows[0]).toMatchObject({ self: 5.5, teacher: 3, rated: 2, gap: { gap: 2.5, direction: 'higher' } })
    expect(rows[1]).toMatchObject({ self: null, teacher: null, rated: 0, gap: { direction: undefined } })
  })
})
