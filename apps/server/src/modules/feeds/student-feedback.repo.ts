import type { FeedbackToggleAnswer, StudentFeedback } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'

// Which feedback a teacher sees (docs/product/runs.md "Feeds"): what students left
// on questions of the teacher's own modules, wherever they ran, and what students of the teacher's
// classes left in the teacher's activations, whoever's module it is. The list and the toggle below
// say the same in two forms: the list in the form its indexes serve, the toggle for one row.

/**
 * The newest feedback the teacher sees, in one statement: per activation of the teacher, its newest
 * `take` by the (event, created_at) index; on the own modules' questions (questions by topic, feedback
 * by question), the newest `take`; of both together, the newest `take`.
 */
export async function listNewestFeedback(
  db: Db,
  teacherId: number,
  take: number,
): Promise<StudentFeedback[]> {
  const result = await db.execute(sql`
    select json_build_object(
        'id', f.id, 'content', f.content, 'solved', f.solved,
        'created_at', ${isoTimestamp('f.created_at')},
        'user', json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname),
        'feedback_type', json_build_object('id', ft.id, 'name', ft.name, 'title', ft.title, 'icon', ft.icon),
        'question', json_build_object('id', q.id, 'title', q.title,
          'topic', json_build_object('id', t.id, 'title', t.title)),
        'module', json_build_object('id', m.id, 'name', m.name),
        'group', json_build_object('id', g.id, 'name', g.name)
      ) as item
    from (
      select id, created_at from (
        (select sf.id, sf.created_at
          from active_modules a
            cross join lateral (
              select s.id, s.created_at from student_feedbacks s where s.event_id = a.event_id
              order by s.created_at desc, s.id desc limit ${take}
            ) sf
          where a.teacher_id = ${teacherId})
        union
        (select s.id, s.created_at
          from modules own
            join blocks ob on ob.module_id = own.id
            join topics ot on ot.block_id = ob.id
            join questions oq on oq.topic_id = ot.id
            join student_feedbacks s on s.question_id = oq.id
          where own.owner_id = ${teacherId} and own.origin_module_id is null
          order by s.created_at desc, s.id desc limit ${take})
      ) candidates
      order by created_at desc, id desc
      limit ${take}
    ) newest
      join student_feedbacks f on f.id = newest.id
      join users u on u.id = f.user_id
      join feedback_types ft on ft.id = f.feedback_type_id
      join questions q on q.id = f.question_id
      join topics t on t.id = q.topic_id
      join blocks b on b.id = t.block_id
      join modules m on m.id = b.module_id
      join events e on e.id = f.event_id
      join groups g on g.id = e.group_id
    order by f.created_at desc, f.id desc`)
  return resultRows<{ item: StudentFeedback }>(result).map((row) => row.item)
}

/** Flips the solved flag of a feedback the teacher sees; undefined for any other. */
export async function toggleFeedbackSolved(
  db: Db,
  teacherId: number,
  feedbackId: number,
  now: Date,
): Promise<FeedbackToggleAnswer | undefined> {
  const result = await db.execute(sql`
    update student_feedbacks f set solved = not f.solved, updated_at = ${now}::timestamptz
    where f.id = ${feedbackId} and (
      exists (select 1 from active_modules a where a.event_id = f.event_id and a.teacher_id = ${teacherId})
      or exists (select 1 from questions q
        join topics t on t.id = q.topic_id
        join blocks b on b.id = t.block_id
        join modules m on m.id = b.module_id
        where q.id = f.question_id and m.owner_id = ${teacherId} and m.origin_module_id is null))
    returning f.id, f.solved`)
  return resultRows<FeedbackToggleAnswer>(result)[0]
}
