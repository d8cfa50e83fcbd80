import { EventType, type HelpRequest, type OwnHelpRequest } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { announcing, type LiveSignal } from '../live/live-signal'
import { literal, readableActivationIds, readableBy } from '../progress/progress-sql'

// Help requests (issue 19, decision 021). A student asks on a topic of an activation; the class's
// teacher and the module's owner (the progress screens' rule `readableBy`) see and handle it. Every
// call is one statement, whatever the number of requests.

const ownColumns = sql`h.id, h.event_id, h.topic_id, h.text, ${isoTimestamp('h.created_at')} as created_at,
  case when h.handled_at is null then null else ${isoTimestamp('h.handled_at')} end as handled_at`

/**
 * Asks for help, or - while the student's request on this topic is still open - replaces its text:
 * the partial unique index decides, so two taps at the same moment leave one open request. The open
 * request keeps the moment it was first asked, and the device id it was first asked with (a replay of
 * a later ask finds the open request by its topic; decision 028). Announced with the write (live
 * kind 'help').
 */
export async function upsertHelpRequest(
  db: Db,
  input: {
    eventId: number
    userId: number
    topicId: number
    text: string
    clientId: string | undefined
    now: Date
  },
  signal: LiveSignal,
): Promise<OwnHelpRequest> {
  const result = await db.execute(
    announcing(
      sql`
    insert into help_requests as h (event_id, user_id, topic_id, text, client_id, created_at)
    values (${input.eventId}, ${input.userId}, ${input.topicId}, ${input.text}, ${input.clientId ?? null}::uuid,
            ${input.now.toISOString()}::timestamptz)
    on conflict (event_id, user_id, topic_id) where handled_at is null do update set text = excluded.text
    returning ${ownColumns}`,
      signal,
    ),
  )
  const { announced: _announced, ...request } = resultRows<OwnHelpRequest & { announced: unknown }>(
    result,
  )[0]!
  return request
}

/** The student's request their device sent with `clientId`, as it is now (perhaps handled meanwhile). */
export async function findHelpRequestByClientId(
  db: Db,
  userId: number,
  clientId: string,
): Promise<OwnHelpRequest | undefined> {
  const result = await db.execute(sql`
    select ${ownColumns} from help_requests h where h.user_id = ${userId} and h.client_id = ${clientId}::uuid`)
  return resultRows<OwnHelpRequest>(result)[0]
}

/**
 * The student's own requests in an activation of their class (member active or not: their past stays
 * theirs), newest first; undefined when the event is not an activation of one of their classes (404).
 */
export async function readOwnHelpRequests(
  db: Db,
  input: { eventId: number; userId: number },
): Promise<OwnHelpRequest[] | undefined> {
  const result = await db.execute(sql`
    with ev as materialized (
      select e.id from events e
      join group_users gu on gu.group_id = e.group_id and gu.user_id = ${input.userId}
      where e.id = ${input.eventId} and e.event_type_id = ${literal(EventType.module)})
    select h.* from ev
    left join lateral (
      select ${ownColumns} from help_requests h
      where h.event_id = ev.id and h.user_id = ${input.userId}
      order by h.created_at desc, h.id desc
    ) h on true`)
  const rows = resultRows<OwnHelpRequest & { id: number | null }>(result)
  // No row: no such event of theirs. One row of nulls: the left join found no request.
  return rows.length === 0 ? undefined : rows.filter((row) => row.id !== null)
}

/** The requests `userId` may read that match `where`, as the teacher's feed shows them, open first. */
function teacherRequests(userId: number, where: SQL): SQL {
  return sql`
    select ${ownColumns}, h.user_id, u.firstname, u.lastname, t.title as topic_title,
           m.id as module_id, m.name as module_name, g.name as group_name,
           coalesce(hb.firstname || ' ' || hb.lastname, '') as handled_by_name
    from help_requests h
    join active_modules a on a.event_id = h.event_id
    join modules m on m.id = a.module_id
    join groups g on g.id = a.group_id
    join users u on u.id = h.user_id
    join topics t on t.id = h.topic_id
    left join users hb on hb.id = h.handled_by
    where ${readableBy(userId)} and ${where}
    order by h.handled_at is null desc, h.created_at desc, h.id desc`
}

/**
 * The teacher's feed of help requests: every open one, and the handled ones handled since `since`
 * (the 14 days before the server's clock, never the database's now(), so tests can move time).
 * With `eventId` only that activation's, and undefined when the caller may not read it (404).
 */
export async function readTeacherHelpRequests(
  db: Db,
  input: { userId: number; eventId?: number; since: Date },
): Promise<HelpRequest[] | undefined> {
  const recent = sql`(h.handled_at is null or h.handled_at >= ${input.since.toISOString()}::timestamptz)`
  if (input.eventId === undefined) {
    const readable = sql`h.event_id in ${readableActivationIds(input.userId)}`
    return resultRows<HelpRequest>(
      await db.execute(teacherRequests(input.userId, sql`${readable} and ${recent}`)),
    )
  }
  // Gated by the activation, so that one the caller may not read answers 404, not an empty list.
  const result = await db.execute(sql`
    with act as materialized (
      select a.event_id from active_modules a join modules m on m.id = a.module_id
      where a.event_id = ${input.eventId} and ${readableBy(input.userId)})
    select r.* from act
    left join lateral (${teacherRequests(input.userId, sql`a.event_id = act.event_id and ${recent}`)}) r on true`)
  const rows = resultRows<HelpRequest & { id: number | null }>(result)
  return rows.length === 0 ? undefined : rows.filter((row) => row.id !== null)
}

/** One request as the teacher sees it, if they may read its activation (any age). */
export async function readTeacherHelpRequest(
  db: Db,
  input: { userId: number; id: number },
): Promise<HelpRequest | undefined> {
  return resultRows<HelpRequest>(await db.execute(teacherRequests(input.userId, sql`h.id = ${input.id}`)))[0]
}

/** Whom a request concerns, if `userId` may read it: its activation and the teachers who see it. */
export async function findHandleTarget(
  db: Db,
  input: { userId: number; id: number },
): Promise<{ eventId: number; teachers: number[]; studentId: number } | undefined> {
  const result = await db.execute(sql`
    select h.event_id, h.user_id, a.teacher_id,
           case when m.origin_module_id is null then m.owner_id end as owner_id
    from help_requests h
    join active_modules a on a.event_id = h.event_id
    join modules m on m.id = a.module_id
    where h.id = ${input.id} and ${readableBy(input.userId)}`)
  const [row] = resultRows<{
    event_id: number
    user_id: number
    teacher_id: number
    owner_id: number | null
  }>(result)
  if (!row) return undefined
  return {
    eventId: row.event_id,
    studentId: row.user_id,
    teachers: row.owner_id === null ? [row.teacher_id] : [row.teacher_id, row.owner_id],
  }
}

/**
 * Marks an open request handled; one already handled stays as it was (who and when it was first
 * handled), and nothing is announced for it. True when it was open.
 */
export async function markHandled(
  db: Db,
  input: { id: number; handledBy: number; now: Date },
  signal: LiveSignal,
): Promise<boolean> {
  const result = await db.execute(
    announcing(
      sql`
    update help_requests set handled_at = ${input.now.toISOString()}::timestamptz, handled_by = ${input.handledBy}
    where id = ${input.id} and handled_at is null
    returning id`,
      signal,
    ),
  )
  return resultRows(result).length > 0
}
