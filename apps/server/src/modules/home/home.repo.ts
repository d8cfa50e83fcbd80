import { EventType, type HomeOverview, homeOverviewRules } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { singleValue } from '../../lib/single-value'
import { homeworkDone } from '../planning/homework-done'

const dayMs = 24 * 60 * 60_000

/**
 * The start page in one statement, whatever the number of classes and students: the counts behind
 * the first-steps checklist, the classes nobody has joined yet, and the classes whose active students
 * left homework due in the last days undone (due after they joined, not every question rated:
 * homework-done.ts).
 * Indexes: groups (teacher), group_users (group), events (group, type), evaluations (event, user).
 */
export async function homeOverview(db: Db, teacherId: number, now: Date): Promise<HomeOverview> {
  const since = new Date(now.getTime() - homeOverviewRules.overdueDays * dayMs)
  const result = await db.execute(sql`
    with my_groups as (
      select g.id, g.name, g.token from groups g
      where g.teacher_id = ${teacherId} and not g.is_own_practice and g.archived_at is null
    ), members as (
      select gu.group_id, gu.user_id, gu.joined_at, gu.active
      from group_users gu join my_groups g on g.id = gu.group_id
    ), behind as (
      select e.group_id, count(distinct m.user_id)::int as students
      from events e
      join members m on m.group_id = e.group_id and m.active and e.due_at >= m.joined_at
      where e.event_type_id = ${EventType.homework}
        and e.due_at <= ${now.toISOString()}::timestamptz and e.due_at > ${since.toISOString()}::timestamptz
        and not ${homeworkDone(sql`e.id`, sql`e.topic_id`, sql`m.user_id`)}
      group by e.group_id
    )
    select json_build_object(
      'subjects', (select count(*)::int from subjects where teacher_id = ${teacherId}),
      'classes', (select count(*)::int from my_groups),
      'students', (select count(distinct user_id)::int from members where active),
      'modules', (select count(*)::int from modules where owner_id = ${teacherId} and origin_module_id is null),
      'classes_without_students', coalesce((
        select json_agg(json_build_object('id', id, 'name', name, 'code', token, 'students_behind', 0) order by name, id)
        from (select g.* from my_groups g
              where not exists (select 1 from members m where m.group_id = g.id)
              order by g.name, g.id limit ${homeOverviewRules.listMax}) empty), '[]'::json),
      'classes_with_homework_undone', coalesce((
        select json_agg(json_build_object('id', id, 'name', name, 'code', token, 'students_behind', students)
                        order by students desc, name, id)
        from (select g.*, b.students from behind b join my_groups g on g.id = b.group_id
              order by b.students desc, g.name, g.id limit ${homeOverviewRules.listMax}) late), '[]'::json)
    ) as overview
  `)
  return singleValue<HomeOverview>(result)
}
