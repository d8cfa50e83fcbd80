import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type LiveKind, liveChannel } from './live-signal'

/**
 * Announces a change to the students it concerns (issue 32 item 2, decision 026). `students` is a
 * select of one column of user ids, read in the same statement as the notification: the recipients
 * are the members at that moment, and a class's list never travels from the database to the server
 * and back. Nothing is sent when nobody is concerned. Inside a transaction, PostgreSQL delivers it
 * at commit and drops it at rollback, as for the teachers' signals. No event is no key (the
 * parser refuses a null).
 */
export async function announceToStudents(
  db: Db,
  signal: { kind: LiveKind; event?: number | SQL },
  students: SQL,
): Promise<void> {
  await db.execute(sql`
    select pg_notify(${liveChannel}, json_strip_nulls(json_build_object(
      'kind', ${signal.kind}::text, 'teachers', '[]'::json, 'students', r.ids, 'event', ${signal.event ?? null}::int
    ))::text)
    from (select json_agg(distinct s.id) as ids, count(*) as n from (${students}) as s(id)) r
    where r.n > 0`)
}

/** Every member of the class, active or not (an inactive student still reads their class). */
export const membersOfGroup = (groupId: number): SQL =>
  sql`select gu.user_id from group_users gu where gu.group_id = ${groupId}`

/** Every member of the class an event (homework, exam, activation) is set for. */
export const membersOfEventGroup = (eventId: number): SQL =>
  sql`select gu.user_id from events e join group_users gu on gu.group_id = e.group_id where e.id = ${eventId}`

/** Every member of the class of an activation (an active_modules row). */
export const membersOfActivation = (activeModuleId: number): SQL =>
  sql`select gu.user_id from active_modules am join group_users gu on gu.group_id = am.group_id where am.id = ${activeModuleId}`

/** One student. */
export const oneStudent = (studentId: number): SQL => sql`select ${studentId}::int`
