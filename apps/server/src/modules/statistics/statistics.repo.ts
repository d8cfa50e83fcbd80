import { EventType, type NotDoneEvent, type SubjectEvaluation } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { singleValue } from '../../lib/single-value'
import { homeworkDone } from '../planning/homework-done'

/**
 * The statistics modal's table for one student in one class
 * (docs/product/subjects-and-classes.md "Student statistics"), in one statement: every subject with homework
 * or exams set for the class, the student's homework averages (each homework counts once), exam results and
 * the means of both. Indexes: events (group, subject, type), evaluations (user, event, question),
 * exam_results (user, event).
 */
export async function evaluationsBySubject(
  db: Db,
  groupId: number,
  userId: number,
): Promise<SubjectEvaluation[]> {
  const result = await db.execute(sql`
    with homework as (
      select e.subject_id, e.id as event_id, t.title as topic_title, e.due_at,
             avg(ev.grade)::float8 as event_avg, avg(ev.goal)::float8 as goal
      from events e
      join topics t on t.id = e.topic_id
      join evaluations ev on ev.event_id = e.id and ev.user_id = ${userId}
      where e.group_id = ${groupId} and e.event_type_id = ${EventType.homework}
      group by e.id, t.title
    ), exam as (
      select e.subject_id, e.id as event_id, t.title as topic_title, e.due_at,
             r.before::float8 as before, r.after::float8 as after, r.grade::float8 as grade
      from events e
      join topics t on t.id = e.topic_id
      join exam_results r on r.event_id = e.id and r.user_id = ${userId}
      where e.group_id = ${groupId} and e.event_type_id = ${EventType.exam}
    ), subject as (
      select distinct s.id, s.title
      from events e join subjects s on s.id = e.subject_id
      where e.group_id = ${groupId} and e.event_type_id in (${EventType.homework}, ${EventType.exam})
    )
    select coalesce(json_agg(json_build_object(
      'subject_id', s.id,
      'subject_title', s.title,
      'goal', (select goal::float8 from users where id = ${userId}),
      'homework_avg', (select avg(h.event_avg) from homework h where h.subject_id = s.id),
      -- A grade of 0 means "not graded yet" (docs/product/subjects-and-classes.md "Grades and goals"):
      -- it would pull the mean down unfairly.
      'exam_avg', (select avg(x.grade) from exam x where x.subject_id = s.id and x.grade > 0),
      'homework', coalesce((select json_agg(json_build_object(
          'event_id', h.event_id, 'topic_title', h.topic_title, 'event_avg', h.event_avg, 'goal', h.goal)
          order by h.due_at, h.event_id) from homework h where h.subject_id = s.id), '[]'::json),
      'exam', coalesce((select json_agg(json_build_object(
          'event_id', x.event_id, 'topic_title', x.topic_title,
          'before', x.before, 'after', x.after, 'grade', x.grade)
          order by x.due_at, x.event_id) from exam x where x.subject_id = s.id), '[]'::json)
    ) order by s.id), '[]'::json) as subjects
    from subject s
  `)
  return singleValue<SubjectEvaluation[]>(result)
}

/** One entry of the not-done lists (a row of `open_events`). */
const notDoneEntry = (now: SQL) => sql`json_build_object('id', id, 'due_at', ${isoTimestamp('due_at')},
  'overdue', due_at <= ${now}, 'topic', json_build_object('title', title))`

/**
 * Homework and exams of a class in a subject that the student has not done: every homework whose
 * topic they have not rated in full (homework-done.ts), open or overdue, and the exams whose date has
 * passed without their result (an exam cannot be done before its date). Only what is due after the
 * student joined counts. Newest date first; `overdue` says which dates have passed.
 */
export async function notDoneEvents(
  db: Db,
  input: { groupId: number; userId: number; subjectId: number; now: Date },
): Promise<{ homeworks: NotDoneEvent[]; exams: NotDoneEvent[] }> {
  const { groupId, userId, subjectId, now } = input
  const nowSql = sql`${now.toISOString()}::timestamptz`
  const result = await db.execute(sql`
    with open_events as (
      select e.id, e.event_type_id, e.due_at, t.title
      from events e
      join topics t on t.id = e.topic_id
      join group_users gu on gu.group_id = e.group_id and gu.user_id = ${userId}
      where e.group_id = ${groupId} and e.subject_id = ${subjectId} and e.due_at >= gu.joined_at
        and (
          (e.event_type_id = ${EventType.homework}
            and not ${homeworkDone(sql`e.id`, sql`e.topic_id`, sql`${userId}`)})
          or (e.event_type_id = ${EventType.exam} and e.due_at <= ${nowSql} and not exists (
            select 1 from exam_results r where r.event_id = e.id and r.user_id = ${userId}))
        )
    )
    select json_build_object(
      'homeworks', coalesce((select json_agg(${notDoneEntry(nowSql)} order by due_at desc, id)
        from open_events where event_type_id = ${EventType.homework}), '[]'::json),
      'exams', coalesce((select json_agg(${notDoneEntry(nowSql)} order by due_at desc, id)
        from open_events where event_type_id = ${EventType.exam}), '[]'::json)
    ) as events
  `)
  return singleValue(result)
}
