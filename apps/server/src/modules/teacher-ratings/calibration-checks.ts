import type { CalibrationCheck } from '@lernraster/shared'
import type { CalibrationInput } from './calibration.repo'

// Issue 37 item 3: the calibration view compares self-assessment with what the checks attest. A
// student's self-rating "reached" a topic when the average of their counted grades of its questions
// is at or above their goal (the progress screens' "über dem Ziel" side, docs/design.md).

export interface StudentCheckCounts {
  checks: number
  checks_attested: number
  reached_not_attested: number
}

/** Student -> question -> own grade, as computeCalibration reads them. */
type OwnGrades = ReadonlyMap<number, ReadonlyMap<number, number>>

function reachedGoal(
  questionIds: readonly number[],
  own: ReadonlyMap<number, number> | undefined,
  goal: number,
) {
  const grades = questionIds.flatMap((id) => {
    const grade = own?.get(id)
    return grade === undefined ? [] : [grade]
  })
  if (grades.length === 0) return false
  return grades.reduce((sum, grade) => sum + grade, 0) / grades.length >= goal
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 100) / whole))

/** Per topic with a check and a result (grid order), and per student, self-rating against the check. */
export function compareChecks(
  input: CalibrationInput,
  own: OwnGrades,
): { checks: CalibrationCheck[]; students: Map<number, StudentCheckCounts> } {
  const withCheck = new Set(input.check_topic_ids)
  const goals = new Map(input.students.map((student) => [student.id, student.goal]))
  const students = new Map<number, StudentCheckCounts>(
    input.students.map((student) => [student.id, { checks: 0, checks_attested: 0, reached_not_attested: 0 }]),
  )
  const resultsOf = new Map<number, [number, boolean][]>()
  for (const [userId, topicId, attested] of input.check_results) {
    const list = resultsOf.get(topicId) ?? []
    list.push([userId, attested])
    resultsOf.set(topicId, list)
  }
  const checks: CalibrationCheck[] = []
  for (const topic of input.topics) {
    const results = resultsOf.get(topic.id)
    if (!withCheck.has(topic.id) || !results) continue
    let attested = 0
    let reached = 0
    let reachedNotAttested = 0
    let belowAttested = 0
    for (const [userId, isAttested] of results) {
      const counts = students.get(userId)
      const goal = goals.get(userId)
      if (!counts || goal === undefined) continue
      const selfReached = reachedGoal(topic.question_ids, own.get(userId), goal)
      counts.checks += 1
      if (isAttested) {
        attested += 1
        counts.checks_attested += 1
        if (!selfReached) belowAttested += 1
      }
      if (selfReached) {
        reached += 1
        if (!isAttested) {
          reachedNotAttested += 1
          counts.reached_not_attested += 1
        }
      }
    }
    checks.push({
      topic_id: topic.id,
      title: topic.title,
      column: topic.column,
      row: topic.row,
      results: results.length,
      attested,
      reached_not_attested: reachedNotAttested,
      below_attested: belowAttested,
      reached_not_attested_share: percent(reachedNotAttested, reached),
    })
  }
  return { checks, students }
}
