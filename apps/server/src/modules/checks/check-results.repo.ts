import type { CheckResult } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { checkResultRows } from '../core/check-results-sql'

// The teacher's decision over a student's check (issue 37 item 3, decision 053): who may decide, the
// decision's write, and the student's result as the teacher's screens read it.

export interface OverrideTarget {
  checkId: number
  archived: boolean
}

/**
 * The topic's check when `teacherId` is the teacher of the run `eventId` (the class's teacher who runs
 * the module: not the module's owner, who reads the progress but does not teach the class), the topic
 * is of the run's module and `studentId` is an active member of its class; undefined otherwise (404).
 */
export async function findOverrideTarget(
  db: Db,
  input: { eventId: number; teacherId: number; topicId: number; studentId: number },
): Promise<OverrideTarget | undefined> {
  const result = await db.execute(sql`
    select c.id as "checkId", g.archived_at is not null as archived
    from active_modules a
    join events e on e.id = a.event_id and e.teacher_id = ${input.teacherId}
    join groups g on g.id = a.group_id
    join group_users gu on gu.group_id = a.group_id and gu.user_id = ${input.studentId} and gu.active
    join topics t on t.id = ${input.topicId}
    join blocks b on b.id = t.block_id and b.module_id = a.module_id
    join topic_checks c on c.topic_id = t.id
    where a.event_id = ${input.eventId} and a.teacher_id = ${input.teacherId}`)
  return resultRows<OverrideTarget>(result)[0]
}

/** One decision per student, check and run: a second one replaces the first, with its author and date. */
export async function writeOverride(
  db: Db,
  input: {
    checkId: number
    eventId: number
    studentId: number
    attested: boolean
    note: string
    teacherId: number
    now: Date
  },
): Promise<void> {
  await db.execute(sql`
    insert into check_overrides (check_id, event_id, user_id, attested, note, decided_by, decided_at)
    values (${input.checkId}, ${input.eventId}, ${input.studentId}, ${input.attested}, ${input.note},
      ${input.teacherId}, ${input.now.toISOString()}::timestamptz)
    on conflict (event_id, user_id, check_id) do update set attested = excluded.attested,
      note = excluded.note, decided_by = excluded.decided_by, decided_at = excluded.decided_at`)
}

export async function deleteOverride(
  db: Db,
  input: { checkId: number; eventId: number; studentId: number },
): Promise<void> {
  await db.execute(sql`
    delete from check_overrides
    where event_id = ${input.eventId} and user_id = ${input.studentId} and check_id = ${input.checkId}`)
}

/** What a student has of nothing yet: no attempt, no decision. */
export const noCheckResult: CheckResult = {
  attestation: null,
  decided_by: null,
  attempts: 0,
  right: null,
  total: null,
}

/** The student's result in the topic's check in the run, as the progress screens read it. */
export async function readCheckResult(
  db: Db,
  input: { eventId: number; topicId: number; studentId: number },
): Promise<CheckResult> {
  const result = await db.execute(sql`
    select cr.result from (${checkResultRows(input.eventId)}) cr
    where cr.topic_id = ${input.topicId} and cr.user_id = ${input.studentId}`)
  return resultRows<{ result: CheckResult }>(result)[0]?.result ?? noCheckResult
}
