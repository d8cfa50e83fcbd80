import { EventType, ModuleStatus, type StudentGrid, type StudentModule } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { singleValue } from '../../lib/single-value'
import { schoolYearSql } from '../core/school-year-sql'
import { goalInForce, type StudentEvent } from './student-event.repo'

// Grades 1 to 6 count (docs/product/progress.md "What counts"); a 0 is "not rated yet" here as on the
// teacher's screens.

/**
 * The modules the student's current classes run, or those of their archived classes (read by the
 * caller from the archive, decision 051), with the student's progress and average in each, in one
 * statement whatever the number of modules. Classes the teacher switched the student inactive in are
 * left out: nothing there is theirs to do.
 */
export async function listModulesOfStudent(
  db: Db,
  userId: number,
  classes: 'current' | 'archived',
): Promise<StudentModule[]> {
  const result = await db.execute(sql`
    with run as (
      select e.id as event_id, e.subject_id, am.status_id, m.id as module_id, m.name, m.description,
             g.id as group_id, g.name as group_name, g.archived_at
      from group_users gu
      join events e on e.group_id = gu.group_id and e.event_type_id = ${EventType.module}
      join active_modules am on am.event_id = e.id
      join modules m on m.id = am.module_id
      join groups g on g.id = e.group_id
      where gu.user_id = ${userId} and gu.active
        and g.archived_at is ${classes === 'current' ? sql`null` : sql`not null`}
    ), questions_per_module as (
      select b.module_id, count(q.id)::int as questions
      from blocks b join topics t on t.block_id = b.id join questions q on q.topic_id = t.id
      where b.module_id in (select module_id from run)
      group by b.module_id
    ), mine as (
      select ev.event_id, count(*)::int as rated, avg(ev.grade)::float8 as average
      from evaluations ev
      where ev.user_id = ${userId} and ev.event_id in (select event_id from run) and ev.grade >= 1
      group by ev.event_id
    )
    select coalesce(json_agg(json_build_object(
      'event_id', r.event_id,
      'module', json_build_object('id', r.module_id, 'name', r.name, 'description', r.description),
      'group', json_build_object('id', r.group_id, 'name', r.group_name),
      'subject', json_build_object('id', s.id, 'title', s.title, 'token', s.token),
      'finished', r.status_id = ${ModuleStatus.finished} or r.archived_at is not null,
      'archived_in', ${schoolYearSql(sql`r.archived_at`)},
      'goal', ${goalInForce(userId, sql`r.subject_id`)},
      'progress', case when coalesce(q.questions, 0) = 0 then 0
                       else round(coalesce(mine.rated, 0) * 100.0 / q.questions)::int end,
      'average', round(mine.average::numeric, 2)::float8
    ) order by r.archived_at desc nulls first, r.status_id, r.name, r.event_id), '[]'::json) as modules
    from run r
    join subjects s on s.id = r.subject_id
    left join questions_per_module q on q.module_id = r.module_id
    left join mine on mine.event_id = r.event_id
  `)
  return singleValue<StudentModule[]>(result)
}

/** The grid of the event's module with the student's progress per topic, in one statement. */
export async function readStudentGrid(db: Db, userId: number, event: StudentEvent): Promise<StudentGrid> {
  const result = await db.execute(sql`
    with cell as (
      select t.id, t.block_id, t.title, t.description, t."order", t.topic_type_id,
             (select count(*)::int from questions q where q.topic_id = t.id) as questions_count,
             count(ev.id)::int as rated_count,
             round(avg(ev.grade), 2)::float8 as average
      from blocks b
      join topics t on t.block_id = b.id
      left join questions q on q.topic_id = t.id
      left join evaluations ev on ev.question_id = q.id and ev.event_id = ${event.id}
        and ev.user_id = ${userId} and ev.grade >= 1
      where b.module_id = ${event.moduleId}
      group by t.id
    )
    select json_build_object(
      'event_id', e.id,
      'module', json_build_object('id', m.id, 'name', m.name, 'description', m.description),
      'subject', json_build_object('id', s.id, 'title', s.title, 'token', s.token),
      'group', json_build_object('id', g.id, 'name', g.name),
      'finished', not ${event.running && !event.archived}::boolean,
      'archived_in', ${schoolYearSql(sql`g.archived_at`)},
      'goal', ${event.goal}::float8,
      'rows', m.rows, 'columns', m.columns,
      'blocks', coalesce((select json_agg(json_build_object(
          'id', b.id, 'name', b.name, 'description', b.description, 'order', b."order",
          'topics', coalesce((select json_agg(json_build_object(
              'id', c.id, 'title', c.title, 'description', c.description, 'order', c."order",
              'topic_type_id', c.topic_type_id, 'questions_count', c.questions_count,
              'rated_count', c.rated_count, 'average', c.average
            ) order by c."order") from cell c where c.block_id = b.id), '[]'::json)
        ) order by b."order") from blocks b where b.module_id = m.id), '[]'::json)
    ) as grid
    from events e
    join modules m on m.id = ${event.moduleId}
    join subjects s on s.id = e.subject_id
    join groups g on g.id = e.group_id
    where e.id = ${event.id}
  `)
  return singleValue<StudentGrid>(result)
}
