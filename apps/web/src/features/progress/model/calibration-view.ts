import {
  type CalibrationStudent,
  type CalibrationTopic,
  countsInStatistics,
  type EventTeacherRating,
  type GapDirection,
  type SelfJudgment,
  selfJudgment,
} from '@lernraster/shared'

/**
 * The class view of self-rating against the teacher's rating (issue 19): what the calibration screen
 * shows of the server's figures (packages/shared/src/calibration.ts holds the rules of a gap).
 */

/** The topics shown before "alle anzeigen": the top of the list is what a teacher acts on. */
export const calibrationTopicsShown = 10

/**
 * A student's self-judgment in words, from the server's figures by the shared rule (issue 31): the
 * size of the gaps says whether it hits, the signed mean which way it is off. The signed mean alone
 * called a student with +2 and -2 "trifft" beside a hit share of 0 %. Undefined without a pair.
 */
export function studentJudgment(
  student: Pick<CalibrationStudent, 'mean_gap' | 'mean_absolute_gap' | 'hit_share'>,
): SelfJudgment | undefined {
  return selfJudgment({
    meanGap: student.mean_gap,
    meanAbsoluteGap: student.mean_absolute_gap,
    hitShare: student.hit_share,
  })
}

/** A topic's large gaps by direction, only the directions that occur ("↑ 3 höher, ↓ 1 tiefer"). */
export function topicDirections(
  topic: Pick<CalibrationTopic, 'higher' | 'lower'>,
): { direction: GapDirection; count: number }[] {
  const parts: { direction: GapDirection; count: number }[] = []
  if (topic.higher > 0) parts.push({ direction: 'higher', count: topic.higher })
  if (topic.lower > 0) parts.push({ direction: 'lower', count: topic.lower })
  return parts
}

/**
 * The topics to show: only those with a pair (a topic nobody rated on both sides says nothing), in
 * the server's order (most large gaps first), the first `limit` unless all are asked for.
 */
export function shownTopics(
  topics: readonly CalibrationTopic[],
  showAll: boolean,
  limit: number = calibrationTopicsShown,
): { shown: CalibrationTopic[]; total: number; hidden: number } {
  const compared = topics.filter((topic) => topic.pairs > 0)
  const shown = showAll ? compared : compared.slice(0, limit)
  return { shown, total: compared.length, hidden: compared.length - shown.length }
}

export type StudentSortColumn = 'name' | 'hitShare'
export type StudentSort = { column: StudentSortColumn; direction: 'ascending' | 'descending' }
export const defaultStudentSort: StudentSort = { column: 'name', direction: 'ascending' }

/** A click on a header: the same column turns round, another starts ascending (lowest share first). */
export function nextStudentSort(current: StudentSort, column: StudentSortColumn): StudentSort {
  if (current.column !== column) return { column, direction: 'ascending' }
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
}

/**
 * The students in the chosen order. The server sends them by name as a German reader sorts, so
 * "name" keeps (or turns round) that order; by hit share, students without a pair come last either
 * way (they have no share to compare) and equal shares keep the name order.
 */
export function sortCalibrationStudents(
  students: readonly CalibrationStudent[],
  sort: StudentSort,
): CalibrationStudent[] {
  const byName = [...students]
  if (sort.column === 'name') return sort.direction === 'ascending' ? byName : byName.reverse()
  const sign = sort.direction === 'ascending' ? 1 : -1
  return byName.sort((a, b) => {
    if (a.hit_share === null || b.hit_share === null) {
      return a.hit_share === b.hit_share ? 0 : a.hit_share === null ? 1 : -1
    }
    return sign * (a.hit_share - b.hit_share)
  })
}

export type CalibrationState = 'noTeacherRatings' | 'noPairs' | 'compared'

/**
 * What the screen can show: nothing rated by the teacher yet (explain how to rate), rated but no
 * question rated by a student as well (wait for the students), or the comparison.
 */
export function calibrationState(
  teacherRatings: readonly Pick<EventTeacherRating, 'grade'>[],
  topics: readonly Pick<CalibrationTopic, 'pairs'>[],
): CalibrationState {
  if (!teacherRatings.some((rating) => countsInStatistics(rating.grade))) return 'noTeacherRatings'
  return topics.some((topic) => topic.pairs > 0) ? 'compared' : 'noPairs'
}
