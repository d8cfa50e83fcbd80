import type { GapDirection, ProgressTopic } from '@lernraster/shared'
import { formatGap, formatStudentAverage } from './student-format'
import {
  type GradesByStudent,
  studentGradesByStudent,
  studentTopicGap,
  teacherTopicGrade,
  topicGapMarks,
} from './teacher-ratings'

/**
 * Issue 19: the teacher's judgment beside a student's self-rating in one topic, for the progress
 * tile, the student card, the CSV exports and the PDF report. The rules are the shared ones
 * (packages/shared/src/calibration.ts), so every place shows the calibration view's numbers.
 */

/** The teacher's grades by student, then by question. */
export type TeacherGrades = GradesByStudent

export type TopicJudgment = {
  /** The teacher's average over the topic's questions they rated (counted grades), 2 decimals; null for none. */
  teacherAverage: number | null
  /** The student's grade minus the teacher's, averaged over the questions both rated; null for none. */
  gap: number | null
  /** Set when the gap is 2 steps or more: which way the student misjudges themselves. */
  direction: GapDirection | undefined
}

export const noJudgment: TopicJudgment = { teacherAverage: null, gap: null, direction: undefined }

/** A student's standing against the teacher in one topic (teacher-ratings.ts has the pieces). */
export function topicJudgment(
  topic: ProgressTopic,
  studentId: number,
  teacher: TeacherGrades,
): TopicJudgment {
  const teacherGrades = teacher.get(studentId)
  if (!teacherGrades) return noJudgment
  const questionIds = topic.questions.map((question) => question.id)
  const studentGrades = new Map(
    (topic.evaluations_per_user[String(studentId)]?.evaluations ?? []).map((rating) => [
      rating.question_id,
      rating.grade,
    ]),
  )
  // 0 is the teacher's "not rated yet": no average to print.
  const average = teacherTopicGrade(questionIds, teacherGrades)
  const { gap, direction } = studentTopicGap(questionIds, studentGrades, teacherGrades)
  return { teacherAverage: average || null, gap: gap ?? null, direction }
}

/** How many students of the class misjudge themselves by 2 steps or more in the topic, each way. */
export function topicGapCounts(
  topic: ProgressTopic,
  studentIds: readonly number[],
  teacher: TeacherGrades,
): Record<GapDirection, number> {
  const questionIds = topic.questions.map((question) => question.id)
  const { higher, lower } = topicGapMarks(questionIds, studentIds, studentGradesByStudent(topic), teacher)
  return { higher, lower }
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
