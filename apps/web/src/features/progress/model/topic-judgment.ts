import {
  countsInStatistics,
  type EventTeacherRating,
  type GapDirection,
  largeGapDirection,
  type ProgressTopic,
  type RatedPair,
  ratedPairs,
  roundAverage,
  topicGap,
} from '@lernraster/shared'
import { formatGap, formatStudentAverage } from './student-format'

/**
 * Issue 19: the teacher's judgment beside a student's self-rating in one topic, for the progress
 * tile, the student card, the CSV exports and the PDF report. The rules are the shared ones
 * (packages/shared/src/calibration.ts), so every place shows the calibration view's numbers.
 */

/** The teacher's grades by student, then by question. */
export type TeacherGrades = ReadonlyMap<number, ReadonlyMap<number, number>>

export function teacherGradesOf(ratings: readonly EventTeacherRating[]): TeacherGrades {
  const byStudent = new Map<number, Map<number, number>>()
  for (const rating of ratings) {
    let grades = byStudent.get(rating.user_id)
    if (!grades) {
      grades = new Map()
      byStudent.set(rating.user_id, grades)
    }
    grades.set(rating.question_id, rating.grade)
  }
  return byStudent
}

export type TopicJudgment = {
  /** The teacher's average over the topic's questions they rated (counted grades), 2 decimals; null for none. */
  teacherAverage: number | null
  /** The student's grade minus the teacher's, averaged over the questions both rated; null for none. */
  gap: number | null
  /** Set when the gap is 2 steps or more: which way the student misjudges themselves. */
  direction: GapDirection | undefined
  pairs: RatedPair[]
}

export const noJudgment: TopicJudgment = { teacherAverage: null, gap: null, direction: undefined, pairs: [] }

export function topicJudgment(
  topic: ProgressTopic,
  studentId: number,
  teacher: TeacherGrades,
): TopicJudgment {
  const teacherGrades = teacher.get(studentId)
  if (!teacherGrades) return noJudgment
  const questionIds = topic.questions.map((question) => question.id)
  const counted = questionIds
    .map((id) => teacherGrades.get(id))
    .filter((grade): grade is number => grade !== undefined && countsInStatistics(grade))
  if (counted.length === 0) return noJudgment
  const studentGrades = new Map(
    (topic.evaluations_per_user[String(studentId)]?.evaluations ?? []).map((rating) => [
      rating.question_id,
      rating.grade,
    ]),
  )
  const pairs = ratedPairs(questionIds, studentGrades, teacherGrades)
  const gap = topicGap(pairs) ?? null
  return {
    teacherAverage: roundAverage(counted.reduce((sum, grade) => sum + grade, 0) / counted.length),
    gap,
    direction: largeGapDirection(gap ?? undefined),
    pairs,
  }
}

/** How many students of the class misjudge themselves by 2 steps or more in the topic, each way. */
export function topicGapCounts(
  topic: ProgressTopic,
  studentIds: readonly number[],
  teacher: TeacherGrades,
): Record<GapDirection, number> {
  const counts = { higher: 0, lower: 0 }
  for (const id of studentIds) {
    const direction = topicJudgment(topic, id, teacher).direction
    if (direction) counts[direction] += 1
  }
  return counts
}

/** The three columns the CSV exports add (issue 19): the teacher's average, the gap, its direction. */
export function judgmentCells(
  judgment: TopicJudgment,
  directionWords: Record<GapDirection, string>,
  language: string,
): [string, string, string] {
  return [
    formatStudentAverage(judgment.teacherAverage, language) ?? '',
    formatGap(judgment.gap, language),
    judgment.direction ? directionWords[judgment.direction] : '',
  ]
}
