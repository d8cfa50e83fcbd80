import {
  type Calibration,
  type CalibrationStudent,
  type CalibrationTopic,
  hitShare,
  largeGapDirection,
  meanAbsoluteGap,
  type RatedPair,
  ratedPairs,
  topicGap,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { sortGerman } from '../../lib/german-order'
import { type CalibrationInput, readCalibrationInput } from './calibration.repo'
import { compareChecks } from './calibration-checks'

// Issue 19, the class view of the gaps between the students' self-ratings and the teacher's. The
// database reads the grid and both sides' grades; the numbers come from the shared rules
// (packages/shared/src/calibration.ts), the same the web app's marks and the exports use.

type Grades = Map<number, Map<number, number>>
const none: ReadonlyMap<number, number> = new Map()

/** Student -> question -> grade. */
function byStudent(rows: [number, number, number][]): Grades {
  const grades: Grades = new Map()
  for (const [userId, questionId, grade] of rows) {
    const own = grades.get(userId) ?? new Map<number, number>()
    own.set(questionId, grade)
    grades.set(userId, own)
  }
  return grades
}

/** Pairs 2 steps or more apart, each way. */
function directions(pairs: readonly RatedPair[]) {
  let higher = 0
  let lower = 0
  for (const pair of pairs) {
    const direction = largeGapDirection(pair.gap)
    if (direction === 'higher') higher += 1
    else if (direction === 'lower') lower += 1
  }
  return { higher, lower }
}

/**
 * Topics with any pair: the most large gaps first, then the largest gap, then grid order (column,
 * row). Every active student by name (as a German reader sorts); without a pair, share and mean null.
 */
export function computeCalibration(input: CalibrationInput): Calibration {
  const own = byStudent(input.student_grades)
  const teachers = byStudent(input.teacher_grades)
  const studentPairs = new Map<number, RatedPair[]>(input.students.map((student) => [student.id, []]))
  const topics: CalibrationTopic[] = []
  for (const topic of input.topics) {
    const pairs = input.students.flatMap((student) => {
      const found = ratedPairs(
        topic.question_ids,
        own.get(student.id) ?? none,
        teachers.get(student.id) ?? none,
      )
      studentPairs.get(student.id)!.push(...found)
      return found
    })
    if (pairs.length === 0) continue
    const { higher, lower } = directions(pairs)
    topics.push({
      topic_id: topic.id,
      title: topic.title,
      column: topic.column,
      row: topic.row,
      pairs: pairs.length,
      large_gaps: higher + lower,
      higher,
      lower,
      largest_gap: pairs.reduce((largest, pair) => Math.max(largest, Math.abs(pair.gap)), 0),
    })
  }
  topics.sort(
    (a, b) =>
      b.large_gaps - a.large_gaps || b.largest_gap - a.largest_gap || a.column - b.column || a.row - b.row,
  )
  const checks = compareChecks(input, own)
  const students = input.students.map((student): CalibrationStudent => {
    const pairs = studentPairs.get(student.id)!
    return {
      user_id: student.id,
      firstname: student.firstname,
      lastname: student.lastname,
      pairs: pairs.length,
      hit_share: hitShare(pairs) ?? null,
      mean_gap: topicGap(pairs) ?? null,
      mean_absolute_gap: meanAbsoluteGap(pairs) ?? null,
      ...directions(pairs),
      ...checks.students.get(student.id)!,
    }
  })
  return {
    topics,
    students: sortGerman(
      students,
      (student) => student.lastname,
      (student) => student.firstname,
    ),
    checks: checks.checks,
  }
}

export async function getCalibration(ctx: AppContext, userId: number, eventId: number): Promise<Calibration> {
  const input = await readCalibrationInput(ctx.db, { eventId, userId })
  if (!input) throw new AppError('notFound')
  return computeCalibration(input)
}
