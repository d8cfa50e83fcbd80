import type { LiveKind } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { liveChannel } from './live-signal'

/** NOTIFY takes under 8,000 bytes: 500 ids of up to 9 digits and their commas stay far below. */
const STUDENTS_PER_NOTIFY = 500

/**
 * Announces a change to the students it concerns (issue 32 item 2, decision 026). `students` is a
 * select of one column of user ids, read in the same statement as the notification: the recipients
 * are the members at that moment, and a class's list never travels from the database to the server
 * and back. Nothing is sent when nobody is concerned; a very large audience goes in several
 * notifications. Inside a transaction, PostgreSQL delivers them at commit and drops them at
 * rollback, as the teachers' signals. No event is no key (the parser refuses a null).
 */
export async function announceToStudents(
  db: Db,
  signal: { kind: LiveKind; event?: number | SQL },
  students: SQL,
): Promise<void> {
  await db.execute(sql`
    select pg_notify(${liveChannel}, json_strip_nulls(json_build_object(
      'kind', ${signal.kind}::text, 'teachers', '[]'::json, 'students', json_agg(c.id),
      'event', ${signal.event ?? null}::int
    ))::text)
    from (
      select d.id, (row_number() over (order by d.id) - 1) / ${STUDENTS_PER_NOTIFY}::int as chunk
      from (select distinct s.id from (${students}) as s(id)) d
    ) c
    group by c.chunk`)
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
