import { EventType } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../src/db/client'
import type { DistrictSize } from './district-size'

// Which pairs are rated follows from their ids (deterministic, spread over every student and grid);
// grades run over the whole scale 0.5 to 6 in half steps, goals are the student's.

/** The students' ratings in runs and homework, the exams' results and the teachers' ratings. */
export async function seedRatings(tx: Db, size: DistrictSize, at: string) {
  // A run's ratings come in its first 50 days, never after now.
  await tx.execute(sql`
    insert into evaluations (event_id, user_id, question_id, grade, goal, seconds_spent, rated_at, created_at,
      updated_at)
    select r.event_id, gu.user_id, q.id, (1 + (gu.user_id + q.id) % 12) * 0.5, u.goal, (gu.user_id * 7 + q.id * 13) % 900,
      x.rated_at, x.rated_at, x.rated_at
    from d_runs r join group_users gu on gu.group_id = r.group_id join users u on u.id = gu.user_id
    join blocks b on b.module_id = r.module_id join topics t on t.block_id = b.id join questions q on q.topic_id = t.id,
      lateral (select least(${at}::timestamptz,
        r.starts_at + ((gu.user_id * 7 + q.id * 11) % 72000) * interval '1 minute') as rated_at) x
    where (gu.user_id * 31 + q.id * 17) % 100 < ${size.runRatedPercent}::int`)
  await tx.execute(sql`
    insert into evaluations (event_id, user_id, question_id, grade, goal, seconds_spent, rated_at, created_at,
      updated_at)
    select e.id, gu.user_id, q.id, (1 + (gu.user_id + q.id) % 12) * 0.5, u.goal, (gu.user_id * 7 + q.id * 13) % 900,
      e.starts_at + interval '2 days', e.starts_at + interval '2 days', e.starts_at + interval '2 days'
    from events e join d_classes c on c.id = e.group_id join group_users gu on gu.group_id = e.group_id
    join users u on u.id = gu.user_id join questions q on q.topic_id = e.topic_id
    where e.event_type_id = ${EventType.homework}::int and e.starts_at < ${at}::timestamptz
      and (gu.user_id * 29 + e.id * 13 + q.id) % 100 < ${size.homeworkRatedPercent}::int`)
  await tx.execute(sql`
    insert into exam_results (event_id, user_id, before, after, grade, created_at, updated_at)
    select e.id, gu.user_id, 3.5 + (gu.user_id % 4) * 0.5, 4 + (e.id % 3) * 0.5, 2 + ((gu.user_id + e.id) % 9) * 0.5,
      e.due_at, e.due_at
    from events e join d_classes c on c.id = e.group_id join group_users gu on gu.group_id = e.group_id
    where e.event_type_id = ${EventType.exam}::int and e.due_at < ${at}::timestamptz`)
  await tx.execute(sql`
    insert into teacher_ratings (event_id, user_id, question_id, grade, rated_by, created_at, updated_at)
    select r.event_id, gu.user_id, q.id, (2 + (gu.user_id * 3 + q.id) % 11) * 0.5, r.teacher_id, x.at, x.at
    from d_runs r join group_users gu on gu.group_id = r.group_id
    join blocks b on b.module_id = r.module_id join topics t on t.block_id = b.id join questions q on q.topic_id = t.id,
      lateral (select least(${at}::timestamptz,
        r.starts_at + ((gu.user_id * 5 + q.id * 3) % 72000) * interval '1 minute') as at) x
    where (gu.user_id * 13 + q.id * 7) % 100 < ${size.teacherRatedPercent}::int`)
}

/**
 * Help requests and feedback in each run: request k from the class's k-th student on a topic that
 * walks the grid, two in three handled; feedback k from every second student on a question.
 */
export async function seedRequests(tx: Db, size: DistrictSize, at: string) {
  await tx.execute(sql`
    insert into help_requests (event_id, user_id, topic_id, text, created_at, handled_at, handled_by)
    select r.event_id, s.user_id, t.id, case when k % 2 = 0 then 'Ich komme bei Aufgabe ' || k || ' nicht weiter.' else '' end,
      x.at, case when k % 3 <> 0 then x.at + interval '1 day' end, case when k % 3 <> 0 then r.teacher_id end
    from d_runs r cross join generate_series(0, ${size.helpRequestsPerRun - 1}::int) k
    cross join lateral (select user_id from group_users where group_id = r.group_id order by user_id offset k limit 1) s
    join blocks b on b.module_id = r.module_id and b."order" = 1 + k % ${size.columns}::int
    join topics t on t.block_id = b.id and t."order" = 1 + (k * 5) % ${size.rows}::int,
      lateral (select least(${at}::timestamptz - interval '1 hour', r.starts_at + k * interval '4 days') as at) x`)
  await tx.execute(sql`
    insert into student_feedbacks (user_id, question_id, event_id, feedback_type_id, content, solved, created_at,
      updated_at)
    select s.user_id, q.id, r.event_id, 1 + k % 5, 'Ich verstehe diese Aufgabe nicht ganz.', k % 3 = 0, x.at, x.at
    from d_runs r cross join generate_series(0, ${size.feedbacksPerRun - 1}::int) k
    cross join lateral (select user_id from group_users where group_id = r.group_id
      order by user_id offset (k * 2) % ${size.studentsPerClass}::int limit 1) s
    join blocks b on b.module_id = r.module_id and b."order" = 1 + k % ${size.columns}::int
    join topics t on t.block_id = b.id and t."order" = 1 + (k / ${size.columns}::int) % ${size.rows}::int
    join questions q on q.topic_id = t.id and q."order" = 1 + k % ${size.questionsPerTopic}::int,
      lateral (select least(${at}::timestamptz - interval '1 hour', r.starts_at + k * interval '3 days') as at) x`)
}
