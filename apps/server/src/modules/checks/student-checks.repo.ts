import type { CheckAnswer, CheckItem } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import type { AttemptItemOrder } from '../core/check-attempt-order'
import { asStudentFilePath } from '../student-app/student-files.repo'

/** A check's item as the server reads it to show and score it: with its key, never sent to a student. */
export type StoredItem = CheckItem & { id: string }

export interface StoredAttempt {
  id: number
  number: number
  items: AttemptItemOrder[]
  startedAt: string
  endsAt: string | null
  submittedAt: string | null
  results: Record<string, boolean> | null
  rightCount: number | null
  itemCount: number | null
  passed: boolean | null
  late: boolean
}

export interface CheckOverride {
  attested: boolean
  note: string
  decidedAt: string
}

/** What the student's view of a topic's check is made of. */
export interface StudentCheckRows {
  checkId: number
  passPercent: number
  opens: 'rated' | 'always'
  waitHours: number
  maxAttempts: number | null
  timeLimitMinutes: number | null
  /** By id; pictures as the student API's paths. */
  items: Record<string, StoredItem>
  itemIds: string[]
  attempts: StoredAttempt[]
  override: CheckOverride | null
  /** Every question of the topic has the student's rating in this event. */
  allRated: boolean
}

/**
 * The topic's check for one student in one event, in one statement: its settings, its items with their
 * keys, the student's attempts in this event and the teacher's decision. Undefined without a check.
 */
export async function readStudentCheckRows(
  db: Db,
  input: { userId: number; eventId: number; topicId: number },
): Promise<StudentCheckRows | undefined> {
  const { userId, eventId, topicId } = input
  const result = await db.execute(sql`
    select json_build_object(
      'checkId', c.id, 'passPercent', c.pass_percent, 'opens', c.opens, 'waitHours', c.wait_hours,
      'maxAttempts', c.max_attempts, 'timeLimitMinutes', c.time_limit_minutes,
      'items', coalesce((
        select json_object_agg(i.ref, jsonb_build_object('id', i.ref, 'kind', i.kind, 'prompt', i.prompt,
            'picture', ${asStudentFilePath(sql`i.picture`)}, 'feedback', i.feedback) || i.key)
        from check_items i where i.check_id = c.id), '{}'::json),
      'itemIds', coalesce((select json_agg(i.ref order by i.position) from check_items i where i.check_id = c.id), '[]'::json),
      'attempts', coalesce((
        select json_agg(json_build_object(
          'id', a.id, 'number', a.number, 'items', a.items,
          'startedAt', ${isoTimestamp('a.started_at')}, 'endsAt', ${isoTimestamp('a.ends_at')},
          'submittedAt', ${isoTimestamp('a.submitted_at')}, 'results', a.results,
          'rightCount', a.right_count, 'itemCount', a.item_count, 'passed', a.passed, 'late', a.late
        ) order by a.number)
        from check_attempts a where a.check_id = c.id and a.event_id = ${eventId} and a.user_id = ${userId}), '[]'::json),
      'override', (
        select json_build_object('attested', o.attested, 'note', o.note, 'decidedAt', ${isoTimestamp('o.decided_at')})
        from check_overrides o where o.check_id = c.id and o.event_id = ${eventId} and o.user_id = ${userId}),
      'allRated', not exists (
        select 1 from questions q where q.topic_id = c.topic_id and not exists (
          select 1 from evaluations ev where ev.question_id = q.id and ev.event_id = ${eventId} and ev.user_id = ${userId}))
    ) as rows
    from topic_checks c where c.topic_id = ${topicId}`)
  return resultRows<{ rows: StudentCheckRows }>(result)[0]?.rows
}

/**
 * Starts an attempt unless one runs: the partial unique index allows one running attempt per student,
 * check and run, so two taps at the same moment start one. Its number follows the student's last.
 */
export async function insertAttempt(
  db: Db,
  input: {
    checkId: number
    eventId: number
    userId: number
    items: AttemptItemOrder[]
    now: Date
    endsAt: Date | null
  },
): Promise<void> {
  await db.execute(sql`
    insert into check_attempts (check_id, event_id, user_id, number, items, started_at, ends_at)
    select ${input.checkId}, ${input.eventId}, ${input.userId},
      coalesce((select max(number) from check_attempts
                where check_id = ${input.checkId} and event_id = ${input.eventId} and user_id = ${input.userId}), 0) + 1,
      ${JSON.stringify(input.items)}::jsonb, ${input.now.toISOString()}::timestamptz,
      ${input.endsAt?.toISOString() ?? null}::timestamptz
    on conflict (event_id, user_id, check_id) where submitted_at is null do nothing`)
}

/** The attempt, the student's own, locked against a second submission at the same moment. */
export async function lockOwnAttempt(
  tx: Db,
  input: { attemptId: number; userId: number },
): Promise<{ eventId: number; topicId: number } | undefined> {
  const result = await tx.execute(sql`
    select a.event_id as "eventId", c.topic_id as "topicId"
    from check_attempts a join topic_checks c on c.id = a.check_id
    where a.id = ${input.attemptId} and a.user_id = ${input.userId}
    for update of a`)
  return resultRows<{ eventId: number; topicId: number }>(result)[0]
}

/** Whether the student's attempt was moved into the archive with its class (decision 051). */
export async function isArchivedAttempt(
  db: Db,
  input: { attemptId: number; userId: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from archive.check_attempts where id = ${input.attemptId} and user_id = ${input.userId}`)
  return resultRows(result).length > 0
}

/** Writes an attempt's submission and score, once: an attempt already submitted is left as it was. */
export async function writeSubmission(
  tx: Db,
  input: {
    attemptId: number
    now: Date
    answers: Record<string, CheckAnswer>
    results: Record<string, boolean>
    right: number
    total: number
    passed: boolean
    late: boolean
  },
): Promise<void> {
  await tx.execute(sql`
    update check_attempts set submitted_at = ${input.now.toISOString()}::timestamptz,
      answers = ${JSON.stringify(input.answers)}::jsonb, results = ${JSON.stringify(input.results)}::jsonb,
      right_count = ${input.right}, item_count = ${input.total}, passed = ${input.passed}, late = ${input.late}
    where id = ${input.attemptId} and submitted_at is null`)
}

/**
 * Closes the timed attempts whose answers never came, past their end and its grace (decision 053):
 * submitted without answers, every item wrong, late. The student's next visit would close theirs
 * too; this makes the teacher's results complete without it. One statement, hourly.
 */
export async function closeOverdueAttempts(db: Db, input: { now: Date; endedBefore: Date }): Promise<number> {
  const result = await db.execute(sql`
    update check_attempts a set submitted_at = ${input.now.toISOString()}::timestamptz, answers = '{}'::jsonb,
      results = (select coalesce(jsonb_object_agg(x->>'id', false), '{}'::jsonb) from jsonb_array_elements(a.items) x),
      right_count = 0, item_count = jsonb_array_length(a.items), passed = false, late = true
    where a.submitted_at is null and a.ends_at < ${input.endedBefore.toISOString()}::timestamptz
    returning a.id`)
  return resultRows(result).length
}
