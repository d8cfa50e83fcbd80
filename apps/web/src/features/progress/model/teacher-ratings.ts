import {
  countsInStatistics,
  type GapDirection,
  gapOf,
  largeGapDirection,
  type ProgressTopic,
  ratedPairs,
  roundAverage,
  type TeacherRating,
  topicGap,
} from '@lernraster/shared'

/**
 * The teacher's ratings beside the students' (issue 19), as plain data for the topic dialog's
 * 'Bewertung' tab, the rating list and, once the activation's ratings arrive in one call, the tiles
 * and cards. The gap rules themselves are the shared ones (calibration.ts); this only gathers grades.
 */

/** Grades by question of one person. */
export type GradesByQuestion = ReadonlyMap<number, number>
/** Grades by student, then by question. */
export type GradesByStudent = ReadonlyMap<number, GradesByQuestion>

/** The teacher's grades of a list of ratings, by student and question. */
export function teacherGradesByStudent(
  ratings: readonly Pick<TeacherRating, 'user_id' | 'question_id' | 'grade'>[],
): Map<number, Map<number, number>> {
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

/** The students' own grades of a topic, by student and question (the grid's `evaluations_per_user`). */
export function studentGradesByStudent(topic: Pick<ProgressTopic, 'evaluations_per_user'>) {
  const byStudent = new Map<number, Map<number, number>>()
  for (const [userId, standing] of Object.entries(topic.evaluations_per_user)) {
    byStudent.set(
      Number(userId),
      new Map(standing.evaluations.map((rating) => [rating.question_id, rating.grade])),
    )
  }
  return byStudent
}

/**
 * The teacher's grade of a topic for one student: the average of the counted grades (1 to 6) over
 * its questions, 2 decimals; 0 when the teacher gave only 0 ("not rated yet"); null without any.
 */
export function teacherTopicGrade(questionIds: readonly number[], grades: GradesByQuestion | undefined) {
  const given = questionIds.map((id) => grades?.get(id)).filter((grade) => grade !== undefined)
  if (given.length === 0) return null
  const counted = given.filter(countsInStatistics)
  if (counted.length === 0) return 0
  return roundAverage(counted.reduce((sum, grade) => sum + grade, 0) / counted.length)
}

/** How many of the topic's questions the teacher has rated for one student. */
export function teacherRatedCount(questionIds: readonly number[], grades: GradesByQuestion | undefined) {
  return questionIds.filter((id) => grades?.has(id)).length
}

/** One student's gap in a topic: the mean gap over the questions both rated and its direction from 2 steps. */
export type StudentGap = { gap: number | undefined; direction: GapDirection | undefined; pairs: number }

export function studentTopicGap(
  questionIds: readonly number[],
  studentGrades: GradesByQuestion | undefined,
  teacherGrades: GradesByQuestion | undefined,
): StudentGap {
  const pairs = ratedPairs(questionIds, studentGrades ?? new Map(), teacherGrades ?? new Map())
  const gap = topicGap(pairs)
  return { gap, direction: largeGapDirection(gap), pairs: pairs.length }
}

/** A topic's large gaps: the direction of each student 2 steps or more apart, and the counts. */
export type TopicGapMarks = {
  byStudent: Map<number, GapDirection>
  higher: number
  lower: number
}

/**
 * Which students of a topic have a large gap, and which way (for the tile and the student card):
 * `studentIds` are the class's active students, the grades plain maps of student and teacher.
 */
export function topicGapMarks(
  questionIds: readonly number[],
  studentIds: readonly number[],
  studentGrades: GradesByStudent,
  teacherGrades: GradesByStudent,
): TopicGapMarks {
  const byStudent = new Map<number, GapDirection>()
  let higher = 0
  let lower = 0
  for (const studentId of studentIds) {
    const { direction } = studentTopicGap(
      questionIds,
      studentGrades.get(studentId),
      teacherGrades.get(studentId),
    )
    if (!direction) continue
    byStudent.set(studentId, direction)
    if (direction === 'higher') higher += 1
    else lower += 1
  }
  return { byStudent, higher, lower }
}

/** The direction of one question's gap (the rating list's mark), from 2 steps. */
export function questionGapDirection(studentGrade: number | undefined, teacherGrade: number | undefined) {
  return largeGapDirection(gapOf(studentGrade, teacherGrade))
}

/**
 * A topic's ratings with new ones laid over them (an answer of the store, or the grades just typed):
 * one entry per student and question, the newest winning.
 */
export function mergeRatings<Rating extends Pick<TeacherRating, 'user_id' | 'question_id'>>(
  current: readonly Rating[],
  changes: readonly Rating[],
): Rating[] {
  const key = (rating: Rating) => `${rating.user_id}:${rating.question_id}`
  const changed = new Map(changes.map((rating) => [key(rating), rating]))
  const kept = current.filter((rating) => !changed.has(key(rating)))
  return [...kept, ...changed.values()]
}

/** The ratings a store will write, as the cache shows them before the answer comes. */
export function plannedRatings(
  input: { userIds: readonly number[]; questionIds: readonly number[]; grade: number },
  ratedBy: number | null,
  ratedAt: string,
): TeacherRating[] {
  return input.userIds.flatMap((userId) =>
    input.questionIds.map((questionId) => ({
      user_id: userId,
      question_id: questionId,
      grade: input.grade,
      rated_by: ratedBy,
      rated_at: ratedAt,
    })),
  )
}

/** A student in the topic dialog's 'Bewertung' tab. */
export type RatingRow<Student> = {
  student: Student
  /** The student's own average in the topic (counted grades); null before the first. */
  self: number | null
  /** The teacher's grade of the topic (teacherTopicGrade); null before the first. */
  teacher: number | null
  /** Questions the teacher has rated for this student. */
  rated: number
  gap: StudentGap
}

/** The class in one topic with both ratings side by side, in the order given. */
export function ratingRows<Student extends { id: number; average: number | null }>(
  students: readonly Student[],
  questionIds: readonly number[],
  studentGrades: GradesByStudent,
  teacherGrades: GradesByStudent,
): RatingRow<Student>[] {
  return students.map((student) => {
    const teacher = teacherGrades.get(student.id)
    return {
      student,
      self: student.average,
      teacher: teacherTopicGrade(questionIds, teacher),
      rated: teacherRatedCount(questionIds, teacher),
      gap: studentTopicGap(questionIds, studentGrades.get(student.id), teacher),
    }
  })
}
