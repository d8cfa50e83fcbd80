import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { resultRows } from '../../../lib/result-rows'
import { attemptOrder } from '../../core/check-attempt-order'
import type { DemoCheck } from './demo-check-content'
import type { DemoAttempt, DemoCheckDecision } from './demo-check-plan'

export interface DemoCheckTargets {
  teacherId: number
  topicOf: (activationIndex: number) => number
  eventOf: (activationIndex: number) => number
  studentOf: (activationIndex: number, studentIndex: number) => number
  minutesAgo: (minutes: number) => Date
}

/**
 * The demo's checks, their attempts and the teacher's decision: four statements, whatever the class
 * sizes (the rows as JSON). Run it in the demo's transaction, after the ratings.
 */
export async function writeDemoChecks(
  db: Db,
  plan: { checks: readonly DemoCheck[]; attempts: DemoAttempt[]; decisions: DemoCheckDecision[] },
  to: DemoCheckTargets,
): Promise<void> {
  const now = to.minutesAgo(0).toISOString()
  const checkRows = plan.checks.map((check) => ({
    topic_id: to.topicOf(check.activationIndex),
    pass_percent: check.passPercent,
    max_attempts: check.maxAttempts,
    time_limit_minutes: check.timeLimitMinutes,
  }))
  const written = await db.execute(sql`
    insert into topic_checks (topic_id, pass_percent, opens, wait_hours, max_attempts, time_limit_minutes, created_at, updated_at)
    select topic_id, pass_percent, 'rated', 24, max_attempts, time_limit_minutes, ${now}::timestamptz, ${now}::timestamptz
    from json_to_recordset(${JSON.stringify(checkRows)}::json)
      as r(topic_id int, pass_percent int, max_attempts int, time_limit_minutes int)
    returning id, topic_id`)
  const checkIdOfTopic = new Map(
    resultRows<{ id: number; topic_id: number }>(written).map((row) => [row.topic_id, row.id]),
  )
  const checkIdOf = (checkIndex: number) =>
    checkIdOfTopic.get(to.topicOf(plan.checks[checkIndex]!.activationIndex))!

  const itemRows = plan.checks.flatMap((check, checkIndex) =>
    check.items.map(({ id, kind, prompt, picture, feedback, ...key }, index) => ({
      check_id: checkIdOf(checkIndex),
      position: index + 1,
      ref: id,
      kind,
      prompt,
      picture,
      feedback,
      key,
    })),
  )
  await db.execute(sql`
    insert into check_items (check_id, position, ref, kind, prompt, picture, feedback, key)
    select check_id, position, ref, kind, prompt, picture, feedback, key
    from json_to_recordset(${JSON.stringify(itemRows)}::json)
      as r(check_id int, position int, ref text, kind text, prompt text, picture text, feedback text, key jsonb)`)

  const attemptRows = plan.attempts.map((attempt) => {
    const check = plan.checks[attempt.checkIndex]!
    return {
      check_id: checkIdOf(attempt.checkIndex),
      event_id: to.eventOf(check.activationIndex),
      user_id: to.studentOf(check.activationIndex, attempt.studentIndex),
      number: attempt.number,
      items: attemptOrder(check.items),
      started_at: to.minutesAgo(attempt.startedMinutesAgo),
      ends_at:
        check.timeLimitMinutes === null
          ? null
          : to.minutesAgo(attempt.startedMinutesAgo - check.timeLimitMinutes),
      submitted_at: to.minutesAgo(attempt.submittedMinutesAgo),
      answers: attempt.answers,
      results: attempt.results,
      right_count: attempt.right,
      item_count: attempt.total,
      passed: attempt.passed,
    }
  })
  if (attemptRows.length > 0)
    await db.execute(sql`
      insert into check_attempts (check_id, event_id, user_id, number, items, started_at, ends_at, submitted_at,
        answers, results, right_count, item_count, passed)
      select check_id, event_id, user_id, number, items, started_at, ends_at, submitted_at, answers, results,
        right_count, item_count, passed
      from json_to_recordset(${JSON.stringify(attemptRows)}::json)
        as r(check_id int, event_id int, user_id int, number int, items jsonb, started_at timestamptz,
          ends_at timestamptz, submitted_at timestamptz, answers jsonb, results jsonb, right_count int,
          item_count int, passed boolean)`)

  const decisionRows = plan.decisions.map((decision) => {
    const check = plan.checks[decision.checkIndex]!
    return {
      check_id: checkIdOf(decision.checkIndex),
      event_id: to.eventOf(check.activationIndex),
      user_id: to.studentOf(check.activationIndex, decision.studentIndex),
      note: check.overrideNote,
      decided_at: to.minutesAgo(decision.minutesAgo),
    }
  })
  if (decisionRows.length > 0)
    await db.execute(sql`
      insert into check_overrides (check_id, event_id, user_id, attested, note, decided_by, decided_at)
      select check_id, event_id, user_id, true, note, ${to.teacherId}, decided_at
      from json_to_recordset(${JSON.stringify(decisionRows)}::json)
        as r(check_id int, event_id int, user_id int, note text, decided_at timestamptz)`)
}
