import { ModuleStatus, type NewestEvaluation, progressRules } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'

export interface FeedPage {
  skip: number
  take: number
}

/**
 * One page of the newest ratings in the teacher's running activations ('Aktivität der Lernenden',
 * docs/product/runs.md "Feeds"), newest first, in one statement. Per activation, its newest `skip + take`
 * ratings by the (event, updated_at) index; of those, the page in the global order. So the cost follows the
 * number of activations and the page, never the number of ratings. Finished activations are left out.
 */
export async function listNewestEvaluations(
  db: Db,
  teacherId: number,
  page: FeedPage,
): Promise<NewestEvaluation[]> {
  const result = await db.execute(sql`
    select json_build_object(
        'id', r.id, 'grade', r.grade, 'goal', r.goal,
        'updated_at', ${isoTimestamp('r.updated_at')},
        'user', json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname),
        'question', json_build_object('id', q.id, 'title', q.title,
          'topic', json_build_object('id', t.id, 'title', t.title, 'column', b."order", 'row', t."order")),
        'active_module', json_build_object('id', r.active_module_id, 'module_id', m.id, 'name', m.name),
        'event', json_build_object('id', r.event_id,
          'group', json_build_object('id', g.id, 'name', g.name, 'token', g.token))
      ) as item
    from (
      select a.id as active_module_id, a.module_id, ev.*
      from active_modules a
        cross join lateral (
          select e.id, e.event_id, e.user_id, e.question_id, e.grade, e.goal, e.updated_at
          -- docs/product/progress.md "What counts": the feed shows grades 1 to 6; a 0 is "not rated yet".
          from evaluations e where e.event_id = a.event_id and e.grade >= ${progressRules.lowestCountedGrade}
          order by e.updated_at desc, e.id desc
          limit ${page.skip + page.take}
        ) ev
      where a.teacher_id = ${teacherId} and a.status_id = ${ModuleStatus.active}
      order by ev.updated_at desc, ev.id desc
      offset ${page.skip} limit ${page.take}
    ) r
      join users u on u.id = r.user_id
      join questions q on q.id = r.question_id
      join topics t on t.id = q.topic_id
      join blocks b on b.id = t.block_id
      join modules m on m.id = r.module_id
      join events ve on ve.id = r.event_id
      join groups g on g.id = ve.group_id
    order by r.updated_at desc, r.id desc`)
  return resultRows<{ item: NewestEvaluation }>(result).map((row) => row.item)
}
