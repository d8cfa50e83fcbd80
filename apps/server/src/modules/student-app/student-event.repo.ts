import { EventType, ModuleStatus, studentErrorMessages, studentMessages } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'

/**
 * What a student may do with one event of a class (issue 15), read in one statement:
 * - read it while they are a member of its class (active or not: their own past stays theirs);
 * - rate in it only while their membership is active, and an activation only while it runs (a
 *   finished module is read-only), homework at any time (late work is still work);
 * - a class they left shows nothing (no membership row: the event is not found).
 */
export interface StudentEvent {
  id: number
  eventTypeId: number
  groupId: number
  subjectId: number
  /** The homework's or exam's topic; null for an activation. */
  topicId: number | null
  /** The activation's module; for homework and exams the module of the topic. */
  moduleId: number
  memberActive: boolean
  /** The class is archived (decision 051): read-only, whatever the activation's state. */
  archived: boolean
  /** The activation is running (status 2); true for homework and exams. */
  running: boolean
  dueAt: Date
  /** The goal in force for the event's subject: the student's own for it, else their general one. */
  goal: number
  /** The teacher of the class who set the event (their screens show what happens in it). */
  teacherId: number
  /** The author of the module, who sees the feedback on its questions; null for a copy (shared, bought). */
  moduleOwnerId: number | null
}

/** The goal in force for `subjectIdSql` (a column or value) of user `userId`, as SQL. */
export const goalInForce = (userId: number, subjectIdSql: ReturnType<typeof sql>) => sql`coalesce(
  (select sg.goal from student_goals sg where sg.user_id = ${userId} and sg.subject_id = ${subjectIdSql}),
  (select u.goal from users u where u.id = ${userId}))::float8`

export async function findStudentEvent(
  db: Db,
  userId: number,
  eventId: number,
): Promise<StudentEvent | undefined> {
  const result = await db.execute(sql`
    select e.id, e.event_type_id, e.group_id, e.subject_id, e.topic_id, e.due_at, e.teacher_id,
           coalesce(am.module_id, b.module_id) as module_id,
           (select m.owner_id from modules m
             where m.id = coalesce(am.module_id, b.module_id) and m.origin_module_id is null) as module_owner_id,
           gu.active as member_active,
           (select g.archived_at is not null from groups g where g.id = e.group_id) as archived,
           (am.id is null or am.status_id = ${ModuleStatus.active}) as running,
           ${goalInForce(userId, sql`e.subject_id`)} as goal
    from events e
    join group_users gu on gu.group_id = e.group_id and gu.user_id = ${userId}
    left join active_modules am on am.event_id = e.id and e.event_type_id = ${EventType.module}
    left join topics t on t.id = e.topic_id
    left join blocks b on b.id = t.block_id
    where e.id = ${eventId}
  `)
  const [row] = resultRows<{
    id: number
    event_type_id: number
    group_id: number
    subject_id: number
    topic_id: number | null
    due_at: Date | string
    module_id: number | null
    teacher_id: number
    module_owner_id: number | null
    member_active: boolean
    archived: boolean
    running: boolean
    goal: number
  }>(result)
  if (!row || row.module_id === null) return undefined
  return {
    id: row.id,
    eventTypeId: row.event_type_id,
    groupId: row.group_id,
    subjectId: row.subject_id,
    topicId: row.topic_id,
    moduleId: row.module_id,
    teacherId: row.teacher_id,
    moduleOwnerId: row.module_owner_id,
    memberActive: row.member_active,
    archived: row.archived,
    running: row.running,
    dueAt: new Date(row.due_at),
    goal: Number(row.goal),
  }
}

/** Whether the student may rate questions in this event now (an exam is assessed, not rated). */
export const isRatable = (event: StudentEvent): boolean =>
  writeRefusal(event, { running: true, rating: true }) === undefined

/**
 * Why the student may not write in this event now, as the text they read, or undefined when they may
 * (issue 32 item 4: a queued rating replayed later must say why it was not counted, one text per
 * reason). `running` false skips the module's state (feedback and self-assessment need the membership
 * only); `rating` adds the exam, which is assessed, not rated.
 */
export function writeRefusal(
  event: StudentEvent,
  needs: { running: boolean; rating: boolean },
): string | undefined {
  if (event.archived) return studentErrorMessages.classArchived
  if (!event.memberActive) return studentMessages.memberInactive
  if (needs.running && !event.running) return studentMessages.moduleFinished
  if (needs.rating && event.eventTypeId === EventType.exam) return studentMessages.examNotRated
  return undefined
}

/** Whether the topic is part of what the event asks: any topic of an activation's grid, the homework's own. */
export async function eventCoversTopic(db: Db, event: StudentEvent, topicId: number): Promise<boolean> {
  if (event.topicId !== null) return event.topicId === topicId
  const result = await db.execute(sql`
    select 1 from topics t join blocks b on b.id = t.block_id
    where t.id = ${topicId} and b.module_id = ${event.moduleId}
  `)
  return resultRows(result).length > 0
}
