import type { EventDetail, EventEvaluation } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { eventGroupJson, eventSubjectJson } from './activation-sql'

// An event is its teacher's: the class's teacher who set it (events.teacher_id). Another teacher,
// the owner of the module it runs included, gets nothing.

/** The event with its class, subject and (for a module event) its activation; one statement. */
export async function readEventDetail(
  db: Db,
  input: { eventId: number; teacherId: number },
): Promise<EventDetail | undefined> {
  const result = await db.execute(sql`
    select json_build_object(
      'id', e.id, 'event_type_id', e.event_type_id, 'group', ${eventGroupJson}, 'subject', ${eventSubjectJson},
      'topic_id', e.topic_id, 'starts_at', ${isoTimestamp('e.starts_at')}, 'due_at', ${isoTimestamp('e.due_at')},
      'active_module', case when a.id is null then null else json_build_object(
        'id', a.id, 'module_id', a.module_id, 'name', m.name, 'status_id', a.status_id) end
    ) as event
    from events e
    join groups g on g.id = e.group_id
    join subjects s on s.id = e.subject_id
    left join active_modules a on a.event_id = e.id
    left join modules m on m.id = a.module_id
    where e.id = ${input.eventId} and e.teacher_id = ${input.teacherId}`)
  return resultRows<{ event: EventDetail }>(result)[0]?.event
}

/**
 * Every rating of the event, by student name (the database's order; the service sorts the names the
 * German way) and, per student, by the question's place in the grid: column, row, position. One
 * statement; `found` is false when the event is not the teacher's. Index: evaluations (event).
 */
export async function readEventEvaluations(
  db: Db,
  input: { eventId: number; teacherId: number },
): Promise<{ found: boolean; evaluations: EventEvaluation[] }> {
  const event = sql`e.id = ${input.eventId} and e.teacher_id = ${input.teacherId}`
  const result = await db.execute(sql`
    select exists (select 1 from events e where ${event}) as found,
      coalesce((
        select json_agg(json_build_object(
          'id', ev.id, 'question_id', ev.question_id, 'grade', ev.grade::float8, 'goal', ev.goal::float8,
          'user', json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname),
          'updated_at', ${isoTimestamp('ev.updated_at')}
        ) order by u.lastname, u.firstname, u.id, b."order", t."order", q."order", ev.id)
        from events e
        join evaluations ev on ev.event_id = e.id
        join users u on u.id = ev.user_id
        join questions q on q.id = ev.question_id
        join topics t on t.id = q.topic_id
        join blocks b on b.id = t.block_id
        where ${event}
      ), '[]'::json) as evaluations`)
  return resultRows<{ found: boolean; evaluations: EventEvaluation[] }>(result)[0]!
}
