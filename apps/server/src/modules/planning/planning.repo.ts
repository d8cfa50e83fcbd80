import {
  EventType,
  type ExamResultRow,
  ModuleStatus,
  type PlannedEvent,
  type TopicChoice,
} from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { intArray } from '../../lib/int-array'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { singleValue } from '../../lib/single-value'
import { usableBy } from '../core/module-access'
import { homeworkDone } from './homework-done'

/**
 * One page of the teacher's homework or exams, open (date ahead, soonest first) or closed (date
 * passed, newest first), with how many of the class's active students are done. Two statements
 * whatever the class sizes: the page and the total.
 */
export async function listPlannedEvents(
  db: Db,
  input: { teacherId: number; eventType: number; open: boolean; now: Date; limit: number; offset: number },
): Promise<{ items: PlannedEvent[]; total: number }> {
  const now = sql`${input.now.toISOString()}::timestamptz`
  const which = input.open ? sql`e.due_at > ${now}` : sql`e.due_at <= ${now}`
  const order = input.open ? sql`e.due_at asc, e.id asc` : sql`e.due_at desc, e.id desc`
  const doneBy =
    input.eventType === EventType.exam
      ? sql`exists (select 1 from exam_results r where r.event_id = e.id and r.user_id = gu.user_id
                    and r.grade is not null)`
      : homeworkDone(sql`e.id`, sql`e.topic_id`, sql`gu.user_id`)
  // An archived class's homework and exams are in the archive, not in these lists (decision 051).
  const ofCurrentClass = sql`(select ag.archived_at from groups ag where ag.id = e.group_id) is null`
  const result = await db.execute(sql`
    with page as (
      select e.id, e.event_type_id, e.due_at, e.group_id, e.subject_id, e.topic_id
      from events e
      where e.teacher_id = ${input.teacherId} and e.event_type_id = ${input.eventType} and ${which} and ${ofCurrentClass}
      order by ${order}
      limit ${input.limit} offset ${input.offset}
    )
    select json_build_object(
      'total', (select count(*)::int from events e
                where e.teacher_id = ${input.teacherId} and e.event_type_id = ${input.eventType} and ${which} and ${ofCurrentClass}),
      'items', coalesce((select json_agg(json_build_object(
        'id', e.id, 'event_type_id', e.event_type_id, 'due_at', ${isoTimestamp('e.due_at')},
        'group', json_build_object('id', g.id, 'name', g.name),
        'subject', json_build_object('id', s.id, 'title', s.title, 'token', s.token),
        'topic', json_build_object('id', t.id, 'title', t.title),
        'module', json_build_object('id', m.id, 'name', m.name),
        'students', (select count(*)::int from group_users gu where gu.group_id = e.group_id and gu.active),
        'done', (select count(*)::int from group_users gu
                 where gu.group_id = e.group_id and gu.active and ${doneBy})
      ) order by ${order}) from page e
        join groups g on g.id = e.group_id
        join subjects s on s.id = e.subject_id
        join topics t on t.id = e.topic_id
        join blocks b on b.id = t.block_id
        join modules m on m.id = b.module_id), '[]'::json)
    ) as page
  `)
  return singleValue(result)
}

/**
 * The topic if the teacher may set work on it: a topic of a module they own, were given or bought,
 * that is not under the store's review; with its number of questions.
 */
export async function findUsableTopic(
  db: Db,
  teacherId: number,
  topicId: number,
): Promise<{ id: number; questions: number } | undefined> {
  const result = await db.execute(sql`
    select t.id, (select count(*)::int from questions q where q.topic_id = t.id) as questions
    from topics t
    join blocks b on b.id = t.block_id
    join modules on modules.id = b.module_id
    where t.id = ${topicId} and ${usableBy(teacherId)}
      and modules.status_id not in (${ModuleStatus.awaitingConfirmation}, ${ModuleStatus.confirmationDeclined})
  `)
  return resultRows<{ id: number; questions: number }>(result)[0]
}

/** Every topic the teacher may set work on, by module (name order) and grid order, in one statement. */
export async function listTopicChoices(db: Db, teacherId: number): Promise<TopicChoice[]> {
  const result = await db.execute(sql`
    with usable as (
      select modules.id, modules.name from modules
      where ${usableBy(teacherId)}
        and modules.status_id not in (${ModuleStatus.awaitingConfirmation}, ${ModuleStatus.confirmationDeclined})
    )
    select coalesce(json_agg(json_build_object(
      'module', json_build_object('id', u.id, 'name', u.name),
      'runs', (select coalesce(json_agg(json_build_object('group_id', e.group_id, 'subject_id', e.subject_id)
                 order by e.group_id, e.subject_id), '[]'::json)
               from active_modules a join events e on e.id = a.event_id
               where a.module_id = u.id and a.teacher_id = ${teacherId} and a.status_id = ${ModuleStatus.active}),
      'topics', (select json_agg(json_build_object('id', t.id, 'title', t.title, 'block', b.name,
                   'questions', (select count(*)::int from questions q where q.topic_id = t.id))
                 order by b."order", t."order")
                 from blocks b join topics t on t.block_id = b.id where b.module_id = u.id)
    ) order by lower(u.name), u.id), '[]'::json) as choices
    from usable u
    where exists (select 1 from blocks b join topics t on t.block_id = b.id where b.module_id = u.id)
  `)
  return singleValue<TopicChoice[]>(result)
}

export interface OwnedPlannedEvent {
  id: number
  eventTypeId: number
  groupId: number
  dueAt: Date
}

/** A homework or exam of the teacher (an activation's event is not one: it is changed elsewhere). */
export async function findOwnedPlannedEvent(
  db: Db,
  teacherId: number,
  id: number,
): Promise<OwnedPlannedEvent | undefined> {
  const result = await db.execute(sql`
    select id, event_type_id, group_id, due_at from events
    where id = ${id} and teacher_id = ${teacherId}
      and event_type_id in (${EventType.homework}, ${EventType.exam})
  `)
  const [row] = resultRows<{ id: number; event_type_id: number; group_id: number; due_at: Date | string }>(
    result,
  )
  return (
    row && { id: row.id, eventTypeId: row.event_type_id, groupId: row.group_id, dueAt: new Date(row.due_at) }
  )
}

/** The exam's class (members active now) with each one's self-assessment and grade, by name. */
export async function listExamResults(db: Db, event: OwnedPlannedEvent): Promise<ExamResultRow[]> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      'user', json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname),
      'before', r.before::float8, 'after', r.after::float8, 'grade', r.grade::float8
    ) order by lower(u.lastname), lower(u.firstname), u.id), '[]'::json) as results
    from group_users gu
    join users u on u.id = gu.user_id
    left join exam_results r on r.event_id = ${event.id} and r.user_id = u.id
    where gu.group_id = ${event.groupId} and gu.active
  `)
  return singleValue<ExamResultRow[]>(result)
}

/** The ids among `userIds` who are members of the class (active or not). */
export async function membersAmong(db: Db, groupId: number, userIds: number[]): Promise<Set<number>> {
  const result = await db.execute(sql`
    select user_id from group_users
    where group_id = ${groupId} and user_id = any(${intArray(userIds)})
  `)
  return new Set(resultRows<{ user_id: number }>(result).map((row) => row.user_id))
}

/** Writes the grades (null clears one) in one statement; the students' own assessments stay. */
export async function upsertExamGrades(
  db: Db,
  input: { eventId: number; grades: { userId: number; grade: number | null }[]; now: Date },
): Promise<void> {
  const now = input.now.toISOString()
  const values = sql.join(
    input.grades.map((row) => sql`(${input.eventId}::int, ${row.userId}::int, ${row.grade}::numeric)`),
    sql`, `,
  )
  await db.execute(sql`
    insert into exam_results (event_id, user_id, before, after, grade, created_at, updated_at)
    select v.event_id, v.user_id, null, null, v.grade, ${now}::timestamptz, ${now}::timestamptz
    from (values ${values}) as v(event_id, user_id, grade)
    on conflict (user_id, event_id) do update set grade = excluded.grade, updated_at = excluded.updated_at
  `)
}
