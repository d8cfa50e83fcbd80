import type { ModuleWithEvaluations } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { eventGroupJson, eventSubjectJson } from '../activations/activation-sql'
import { checkResultRows } from '../core/check-results-sql'
import { schoolYearSql } from '../core/school-year-sql'
import { activeMembers, average2, counted, percentOf, tooFast, visibleActivation } from './progress-sql'

/**
 * GET /modules/withEvaluationsById: an activation's grid with, per topic, the class's stats and each
 * student's standing (docs/product/progress.md "Progress screen"), in one statement whatever the class or
 * grid size. The ratings are read once, aggregated per topic and student, then per topic; the JSON is put
 * together per block. Every step is materialized, so it runs once, and reads its input by index or from the
 * step before, so the work grows with the ratings, with or without table statistics. Undefined when the
 * caller may not read the activation (404).
 *
 * - standing (per topic and student with a counted rating): goal of the newest counted rating,
 *   average of the counted grades, progress = counted / questions of the topic, too_fast = the
 *   average time over the timed ratings is under 120 s (false when none is timed), the ratings by
 *   question order;
 * - stats (per topic): avg of the class's counted grades (0 when none), progress = counted /
 *   (questions x active students), evaluations = counted.
 */
export async function readGridProgress(
  db: Db,
  input: { moduleId: number; eventId: number; userId: number },
): Promise<ModuleWithEvaluations | undefined> {
  const result = await db.execute(sql`
    with ${visibleActivation(input)},
    ${activeMembers},
    topic_questions as materialized (
      select t.id as topic_id, t.block_id, t.title, t.description, t."order", t.topic_type_id,
        count(q.id)::int as questions,
        coalesce(json_agg(json_build_object('id', q.id, 'title', q.title, 'order', q."order")
          order by q."order", q.id) filter (where q.id is not null), '[]'::json) as list
      from act
      join blocks b on b.module_id = act.module_id
      join topics t on t.block_id = b.id
      left join questions q on q.topic_id = t.id
      group by t.id),
    -- The questions per topic as one lookup, built once: a join here would be planned as a loop
    -- over every rating when the tables have no statistics (the embedded PGlite is never analyzed).
    topic_sizes as materialized (select jsonb_object_agg(topic_id, questions) as questions from topic_questions),
    -- Each active member's ratings in the event through the unique index (user, event, question),
    -- each with its question (primary key): base tables and indexes only, linear in the ratings.
    rated as materialized (
      select ev.user_id, q.topic_id, q."order" as question_order, ev.question_id, ev.grade, ev.goal,
        ev.seconds_spent, ev.updated_at
      from act
      join group_users gu on gu.group_id = act.group_id and gu.active
      join evaluations ev on ev.user_id = gu.user_id and ev.event_id = ${input.eventId}
      join questions q on q.id = ev.question_id
      where ${counted('ev.grade')}),
    standings as materialized (
      select r.topic_id, r.user_id, count(*)::int as evaluations, sum(r.grade) as grade_sum,
        json_build_object(
          -- The goal in force at the newest rating (the latest time, then the highest question id).
          'goal', (array_agg(r.goal order by r.updated_at desc, r.question_id desc))[1],
          'average', ${average2('avg(r.grade)')},
          'progress', ${percentOf('count(*)', '((select questions from topic_sizes) ->> r.topic_id::text)::int')},
          'too_fast', coalesce(${tooFast('avg(r.seconds_spent)')}, false),
          -- Grades as numeric (5.0 reads as 5 in JSON): a float8 cast per rating nearly doubled the
          -- cost of its object.
          'evaluations', json_agg(json_build_object(
            'question_id', r.question_id, 'grade', r.grade, 'goal', r.goal
          ) order by r.question_order, r.question_id)
        ) as standing
      from rated r
      group by r.topic_id, r.user_id),
    topic_ratings as materialized (
      select topic_id, sum(evaluations)::int as evaluations, sum(grade_sum) / sum(evaluations) as average,
        json_object_agg(user_id, standing) as per_user
      from standings group by topic_id),
    class_size as (select count(*)::int as students from members),
    -- Issue 37 item 3: what each topic's check attests for each active member (core/check-results-sql.ts).
    check_results as materialized (
      select cr.topic_id, json_object_agg(cr.user_id, cr.result) as per_user
      from (${checkResultRows(input.eventId)}) cr
      join members mb on mb.id = cr.user_id
      group by cr.topic_id),
    block_topics as materialized (
      select tq.block_id, json_agg(json_build_object(
        'id', tq.topic_id, 'title', tq.title, 'description', tq.description, 'order', tq."order",
        'block_id', tq.block_id,
        'topic_type', json_build_object('id', tt.id, 'name', tt.name, 'title', tt.title, 'icon', tt.icon),
        'questions', tq.list,
        'stats', json_build_object(
          'avg', coalesce(${average2('tr.average')}, 0),
          'progress', ${percentOf('tr.evaluations', 'tq.questions * cs.students')},
          'evaluations', coalesce(tr.evaluations, 0)),
        'evaluations_per_user', coalesce(tr.per_user, '{}'::json),
        'has_check', tc.id is not null,
        'check_results', coalesce(cr.per_user, '{}'::json)
      ) order by tq."order", tq.topic_id) as list
      from topic_questions tq
      cross join class_size cs
      join topic_types tt on tt.id = tq.topic_type_id
      left join topic_ratings tr on tr.topic_id = tq.topic_id
      left join topic_checks tc on tc.topic_id = tq.topic_id
      left join check_results cr on cr.topic_id = tq.topic_id
      group by tq.block_id)
    select json_build_object(
      'id', m.id, 'name', m.name, 'description', m.description, 'rows', m.rows, 'columns', m.columns,
      'is_owner', m.owner_id = ${input.userId}, 'event_id', act.event_id,
      'active_module', json_build_object('id', act.id, 'status_id', act.status_id),
      'group', ${eventGroupJson}, 'subject', ${eventSubjectJson},
      'archived_in', ${schoolYearSql(sql`g.archived_at`)},
      'users', coalesce((
        select json_agg(json_build_object(
          'id', mb.id, 'firstname', mb.firstname, 'lastname', mb.lastname, 'goal', mb.goal::float8
        ) order by mb.lastname, mb.firstname, mb.id)
        from members mb), '[]'::json),
      'blocks', coalesce((
        select json_agg(json_build_object(
          'id', b.id, 'name', b.name, 'description', b.description, 'order', b."order",
          'module_id', b.module_id, 'topics', coalesce(bt.list, '[]'::json)
        ) order by b."order")
        from blocks b left join block_topics bt on bt.block_id = b.id
        where b.module_id = act.module_id), '[]'::json)
    ) as grid
    from act
    join modules m on m.id = act.module_id
    join groups g on g.id = act.group_id
    join subjects s on s.id = act.subject_id`)
  return resultRows<{ grid: ModuleWithEvaluations }>(result)[0]?.grid
}
