import type { ProgressTopic } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { teacherGradesByStudent } from './teacher-ratings'
import { topicGapCounts, topicJudgment } from './topic-judgment'

// A topic of three questions (ids 1-3); the grid carries only the students' counted grades.
const topic = {
  id: 7,
  questions: [
    { id: 1, title: 'a', order: 1 },
    { id: 2, title: 'b', order: 2 },
    { id: 3, title: 'c', order: 3 },
  ],
  evaluations_per_user: {
    '10': {
      evaluations: [
        { question_id: 1, grade: 5, goal: 5 },
        { question_id: 2, grade: 5.5, goal: 5 },
      ],
    },
    '11': { evaluations: [{ question_id: 1, grade: 2, goal: 5 }] },
    '12': { evaluations: [{ question_id: 3, grade: 4, goal: 5 }] },
  },
} as unknown as ProgressTopic

const teacher = teacherGradesByStudent([
  // Student 10: teacher 2 and 3 on the two she rated 5 and 5.5, and 0 ("not rated") on question 3.
  { user_id: 10, question_id: 1, grade: 2 },
  { user_id: 10, question_id: 2, grade: 3 },
  { user_id: 10, question_id: 3, grade: 0 },
  // Student 11: teacher 4.5 on the one he rated 2; 6 on a question he did not rate.
  { user_id: 11, question_id: 1, grade: 4.5 },
  { user_id: 11, question_id: 2, grade: 6 },
  // Student 12: the teacher's 4.5 is within a step of her 4.
  { user_id: 12, question_id: 3, grade: 4.5 },
  // A question of another topic does not count here.
  { user_id: 12, question_id: 99, grade: 1 },
])

describe('topicJudgment', () => {
  it('compares the questions both rated, the 0 counts nowhere', () => {
    // Gaps 5 - 2 = 3 and 5.5 - 3 = 2.5, mean 2.75; the teacher's average (2 + 3) / 2 = 2.5.
    expect(topicJudgment(topic, 10, teacher)).toMatchObject({
      teacherAverage: 2.5,
      gap: 2.75,
      direction: 'higher',
    })
  })

  it('averages every counted teacher grade of the topic but compares only the shared question', () => {
    // Teacher average (4.5 + 6) / 2 = 5.25; the one pair: 2 - 4.5 = -2.5, "lower".
    expect(topicJudgment(topic, 11, teacher)).toMatchObject({
      teacherAverage: 5.25,
      gap: -2.5,
      direction: 'lower',
    })
  })

  it('marks no direction under 2 steps, and nothing for a student the teacher has not rated', () => {
    expect(topicJudgment(topic, 12, teacher)).toMatchObject({ gap: -0.5, direction: undefined })
    expect(topicJudgment(topic, 13, teacher)).toEqual({
      teacherAverage: null,
      gap: null,
      direction: undefined,
    })
  })

  it('counts the class by direction', () => {
    expect(topicGapCounts(topic, [10, 11, 12, 13], teacher)).toEqual({ higher: 1, lower: 1 })
  })
})
