import { EventType, type StudentExam, type StudentHomework } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { singleValue } from '../../lib/single-value'
import { announcing, type LiveSignal } from '../live/live-signal'
import { questionsOfTopic, ratedInHomework } from '../planning/homework-done'

/**
 * The homework and exams set for the student's classes, in one statement each, with what the
 * student has done. Classes the student is inactive in are left out, like their modules.
 */
const plannedOf = (userId: number, eventType: number) => sql`
  select e.id as event_id, e.due_at, e.topic_id, t.title as topic_title, m.name as module_name,
         g.id as group_id, g.name as group_name, s.id as subject_id, s.title as subject_title, s.token
  from group_users gu
  join events e on e.group_id = gu.group_id and e.event_type_id = ${eventType}
  join topics t on t.id = e.topic_id
  join blocks b on b.id = t.block_id
  join modules m on m.id = b.module_id
  join groups g on g.id = e.group_id
  join subjects s on s.id = e.subject_id
  -- What was due before the student joined is not theirs (as in the teacher's not-done lists).
  where gu.user_id = ${userId} and gu.active and e.due_at >= gu.joined_at
    -- Last year's homework is not to do any more (decision 051).
    and g.archived_at is null`

const plannedFields = sql`
  'event_id', p.event_id, 'due_at', ${isoTimestamp('p.due_at')},
  'group', json_build_object('id', p.group_id, 'name', p.group_name),
  'subject', json_build_object('id', p.subject_id, 'title', p.subject_title, 'token', p.token),
  'topic', json_build_object('id', p.topic_id, 'title', p.topic_title),
  'module_name', p.module_name`

/** Homework, the open ones first (soonest due first), then the done ones (newest first). */
export async function listHomeworkOfStudent(db: Db, userId: number, now: Date): Promise<StudentHomework[]> {
  const result = await db.execute(sql`
    with planned as (${plannedOf(userId, EventType.homework)}),
    counted as (
      select p.*,
        ${questionsOfTopic(sql`p.topic_id`)} as questions_count,
        ${ratedInHomework(sql`p.event_id`, sql`p.topic_id`, sql`${userId}`)} as rated_count
      from planned p
    )
    select coalesce(json_agg(json_build_object(${plannedFields},
      'questions_count', p.questions_count, 'rated_count', p.rated_count,
      'done', p.rated_count >= p.questions_count and p.questions_count > 0,
      'overdue', p.due_at <= ${now.toISOString()}::timestamptz
    ) order by (p.rated_count >= p.questions_count and p.questions_count > 0),
               case when p.rated_count < p.questions_count then p.due_at end asc,
               p.due_at desc, p.event_id), '[]'::json) as homework
    from counted p
  `)
  return singleValue<StudentHomework[]>(result)
}

/** Exams, the coming ones first (soonest first), then the past ones (newest first). */
export async function listExamsOfStudent(db: Db, userId: number, now: Date): Promise<StudentExam[]> {
  const nowSql = sql`${now.toISOString()}::timestamptz`
  const result = await db.execute(sql`
    with planned as (${plannedOf(userId, EventType.exam)})
    select coalesce(json_agg(json_build_object(${plannedFields},
      'before', r.before::float8, 'after', r.after::float8, 'grade', r.grade::float8,
      'phase', case when p.due_at > ${nowSql} then 'before' else 'after' end
    ) order by p.due_at <= ${nowSql}, case when p.due_at > ${nowSql} then p.due_at end asc,
               p.due_at desc, p.event_id), '[]'::json) as exams
    from planned p
    left join exam_results r on r.event_id = p.event_id and r.user_id = ${userId}
  `)
  return singleValue<StudentExam[]>(result)
}

/**
 * Writes the student's self-assessment of an exam, one row per student and exam whatever the timing;
 * the teacher's grade is left as it is.
 */
export async function upsertSelfAssessment(
  db: Db,
  input: { eventId: number; userId: number; before?: number; after?: number; now: Date },
  signal: LiveSignal,
): Promise<void> {
  const now = input.now.toISOString()
  await db.execute(
    announcing(
      sql`
    insert into exam_results (event_id, user_id, before, after, grade, created_at, updated_at)
    values (${input.eventId}, ${input.userId}, ${input.before ?? null}, ${input.after ?? null}, null,
            ${now}::timestamptz, ${now}::timestamptz)
    on conflict (user_id, event_id) do update set
      before = coalesce(${input.before ?? null}::numeric, exam_results.before),
      after = coalesce(${input.after ?? null}::numeric, exam_results.after),
      updated_at = excluded.updated_at
    returning event_id`,
      signal,
    ),
  )
}
