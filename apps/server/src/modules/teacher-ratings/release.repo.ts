import type { EventTeacherRatings, OwnTeacherRatings } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { visibleActivation } from '../progress/progress-sql'

// The teacher ratings of a whole activation and their release to its students (issue 19): one
// statement per call, whatever the class size. The flag is the activation's
// (`active_modules.teacher_ratings_released`, false until the teacher releases).

/**
 * Every teacher rating of the activation's active students, with the release flag; undefined when
 * the caller may not read the activation (progress-sql.ts `readableBy`: 404).
 */
export async function readEventTeacherRatings(
  db: Db,
  input: { eventId: number; userId: number },
): Promise<EventTeacherRatings | undefined> {
  const result = await db.execute(sql`
    with ${visibleActivation(input)}
    select am.teacher_ratings_released as released,
      coalesce((
        select json_agg(json_build_object(
          'user_id', r.user_id, 'question_id', r.question_id, 'grade', r.grade::float8
        ) order by r.user_id, r.question_id)
        from group_users gu
        join teacher_ratings r on r.event_id = act.event_id and r.user_id = gu.user_id
        where gu.group_id = act.group_id and gu.active
      ), '[]'::json) as ratings
    from act
    join active_modules am on am.id = act.id`)
  return resultRows<EventTeacherRatings>(result)[0]
}

/**
 * Sets the release flag of the activation; undefined when the caller may not read it (404). Writes
 * only when the flag changes, so `updated_at` tells when it last did.
 */
export async function writeTeacherRatingsReleased(
  db: Db,
  input: { eventId: number; userId: number; released: boolean; now: Date },
): Promise<{ released: boolean; changed: boolean } | undefined> {
  const result = await db.execute(sql`
    with ${visibleActivation(input)},
    changed as (
      update active_modules am
      set teacher_ratings_released = ${input.released}, updated_at = ${input.now.toISOString()}::timestamptz
      from act
      where am.id = act.id and am.teacher_ratings_released <> ${input.released}
      returning am.id)
    select ${input.released}::boolean as released, exists (select 1 from changed) as changed from act`)
  return resultRows<{ released: boolean; changed: boolean }>(result)[0]
}

/**
 * The caller's own teacher ratings in an activation of a class they belong to (active or not, as
 * their other reads: their past stays theirs), ratings only once released; undefined when the event is
 * not an activation of one of their classes (404).
 */
export async function readOwnTeacherRatings(
  db: Db,
  input: { eventId: number; userId: number },
): Promise<OwnTeacherRatings | undefined> {
  const result = await db.execute(sql`
    select am.teacher_ratings_released as released,
      case when am.teacher_ratings_released then coalesce((
        select json_agg(json_build_object('question_id', r.question_id, 'grade', r.grade::float8)
          order by r.question_id)
        from teacher_ratings r
        where r.event_id = am.event_id and r.user_id = ${input.userId}
      ), '[]'::json) else '[]'::json end as ratings
    from active_modules am
    join group_users gu on gu.group_id = am.group_id and gu.user_id = ${input.userId}
    where am.event_id = ${input.eventId}`)
  return resultRows<OwnTeacherRatings>(result)[0]
}
