import type { StudentClass, StudentGoal } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { singleValue } from '../../lib/single-value'
import { schoolYearSql } from '../core/school-year-sql'
import { announcing, type LiveSignal } from '../live/live-signal'

/** The student's classes, with their teachers, in one statement; archived ones last, newest first. */
export async function listClassesOfStudent(db: Db, userId: number): Promise<StudentClass[]> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      'id', g.id, 'name', g.name, 'active', gu.active,
      'archived_in', ${schoolYearSql(sql`g.archived_at`)},
      'teacher', json_build_object('firstname', t.firstname, 'lastname', t.lastname)
    ) order by g.archived_at desc nulls first, g.name, g.id), '[]'::json) as classes
    from group_users gu
    join groups g on g.id = gu.group_id
    join users t on t.id = g.teacher_id
    where gu.user_id = ${userId}
  `)
  return singleValue<StudentClass[]>(result)
}

/** A class students may join by its code: a teacher's class, never a teacher's own practice class. */
export async function findJoinableClass(
  db: Db,
  token: string,
): Promise<{ id: number; teacherId: number } | undefined> {
  const result = await db.execute(sql`
    select id, teacher_id as "teacherId" from groups where token = ${token} and not is_own_practice
  `)
  return resultRows<{ id: number; teacherId: number }>(result)[0]
}

/**
 * Adds the membership; false when the student was already a member (the primary key decides, so two
 * clicks at the same moment make one membership). A student the teacher switched inactive stays so.
 */
export async function insertMembership(
  db: Db,
  input: { groupId: number; userId: number; now: Date },
  signal: LiveSignal,
): Promise<boolean> {
  const result = await db.execute(
    announcing(
      sql`
    insert into group_users (group_id, user_id, active, joined_at)
    values (${input.groupId}, ${input.userId}, true, ${input.now.toISOString()}::timestamptz)
    on conflict do nothing
    returning group_id`,
      signal,
    ),
  )
  return resultRows(result).length > 0
}

/**
 * The subjects the student's classes work in (any homework, exam or module set for them), with the
 * student's goal in each: their own for the subject, else their general one.
 */
export async function listGoalsOfStudent(db: Db, userId: number): Promise<StudentGoal[]> {
  const result = await db.execute(sql`
    with subject as (
      select distinct s.id, s.title, s.token
      from group_users gu
      join events e on e.group_id = gu.group_id
      join subjects s on s.id = e.subject_id
      where gu.user_id = ${userId}
    )
    select coalesce(json_agg(json_build_object(
      'subject', json_build_object('id', s.id, 'title', s.title, 'token', s.token),
      'goal', coalesce(sg.goal, u.goal)::float8,
      'own', sg.goal is not null
    ) order by s.title, s.id), '[]'::json) as goals
    from subject s
    cross join users u
    left join student_goals sg on sg.user_id = u.id and sg.subject_id = s.id
    where u.id = ${userId}
  `)
  return singleValue<StudentGoal[]>(result)
}

/** Whether one of the student's classes works in the subject (only such goals can be set). */
export async function isSubjectOfStudent(db: Db, userId: number, subjectId: number): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from group_users gu join events e on e.group_id = gu.group_id
    where gu.user_id = ${userId} and e.subject_id = ${subjectId} limit 1
  `)
  return resultRows(result).length > 0
}

/** Sets the goal; one row per student and subject whatever the timing of two saves. */
export async function upsertGoal(
  db: Db,
  input: { userId: number; subjectId: number; goal: number; now: Date },
): Promise<void> {
  await db.execute(sql`
    insert into student_goals (user_id, subject_id, goal, updated_at)
    values (${input.userId}, ${input.subjectId}, ${input.goal}, ${input.now.toISOString()}::timestamptz)
    on conflict (user_id, subject_id) do update set goal = excluded.goal, updated_at = excluded.updated_at
  `)
}
