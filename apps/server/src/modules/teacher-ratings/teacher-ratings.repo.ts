import type { TeacherRating, TeacherRatingChange } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { intArray } from '../../lib/int-array'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { visibleActivation } from '../progress/progress-sql'

// The teacher's ratings (issue 19). Who may rate and read is the progress screens' rule
// (progress-sql.ts `readableBy`): the teacher whose class runs the activation and the module's owner.
// Each call is a fixed number of statements, whatever the number of students.

export interface RatableTarget {
  groupId: number
  /** The questions the rating is for, in the grid's order; empty: none (a wrong question, an empty topic). */
  questionIds: number[]
}

/**
 * The activation's class and the questions of `questionId` or of `topicId`, when the caller may rate
 * in it; undefined when not (or when the topic is not one of its module's): 404.
 */
export async function findRatableTarget(
  db: Db,
  input: { eventId: number; userId: number; questionId?: number; topicId?: number },
): Promise<RatableTarget | undefined> {
  const which =
    input.questionId !== undefined ? sql`q.id = ${input.questionId}` : sql`q.topic_id = act.topic_id`
  const result = await db.execute(sql`
    with ${visibleActivation({ eventId: input.eventId, userId: input.userId, topicId: input.topicId })}
    select act.group_id,
      coalesce((
        select array_agg(q.id order by q."order", q.id)
        from questions q
        join topics t on t.id = q.topic_id
        join blocks b on b.id = t.block_id and b.module_id = act.module_id
        where ${which}
      ), '{}') as question_ids
    from act`)
  const [row] = resultRows<{ group_id: number; question_ids: number[] }>(result)
  return row && { groupId: row.group_id, questionIds: row.question_ids }
}

/** How many of `userIds` are active members of the class. */
export async function countActiveMembers(db: Db, groupId: number, userIds: number[]): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as members from group_users
    where group_id = ${groupId} and active and user_id = any(${intArray(userIds)})`)
  return resultRows<{ members: number }>(result)[0]!.members
}

const ratingColumns = sql`r.user_id, r.question_id, r.grade::float8 as grade, r.rated_by,
  ${isoTimestamp('r.updated_at')} as rated_at`

/** Advisory lock namespace of the teacher ratings' writes (the second key is the activation's event). */
const teacherRatingsLock = 7_340_219

/**
 * Sets `grade` for every student on every question, and records each change (value before, who,
 * when); a grade that stays the same is not a change. Run in a transaction: the lock makes two
 * teachers rating the same activation at the same moment take turns, so each change's "before" is
 * the value it replaced.
 */
export async function writeTeacherRatings(
  tx: Db,
  input: {
    eventId: number
    userIds: number[]
    questionIds: number[]
    grade: number
    ratedBy: number
    now: Date
  },
): Promise<TeacherRating[]> {
  const now = input.now.toISOString()
  await tx.execute(sql`select pg_advisory_xact_lock(${teacherRatingsLock}, ${input.eventId})`)
  const result = await tx.execute(sql`
    with wanted as (
      select u.id as user_id, q.id as question_id
      from unnest(${intArray(input.userIds)}) as u(id)
      cross join unnest(${intArray(input.questionIds)}) as q(id)
    ),
    before as (
      select r.id, r.user_id, r.question_id, r.grade
      from teacher_ratings r
      join wanted w on w.user_id = r.user_id and w.question_id = r.question_id
      where r.event_id = ${input.eventId}
    ),
    written as (
      insert into teacher_ratings (event_id, user_id, question_id, grade, rated_by, created_at, updated_at)
      select ${input.eventId}, w.user_id, w.question_id, ${input.grade}, ${input.ratedBy},
             ${now}::timestamptz, ${now}::timestamptz
      from wanted w
      on conflict (event_id, user_id, question_id) do update set
        grade = excluded.grade, rated_by = excluded.rated_by, updated_at = excluded.updated_at
      returning *
    ),
    changes as (
      insert into teacher_rating_changes (rating_id, grade_before, grade, rated_by, created_at)
      select r.id, b.grade, r.grade, r.rated_by, r.updated_at
      from written r
      left join before b on b.user_id = r.user_id and b.question_id = r.question_id
      where b.grade is distinct from r.grade
    )
    select ${ratingColumns} from written r order by r.user_id, r.question_id`)
  return resultRows<TeacherRating>(result)
}

/**
 * The rows of a read gated by `act` (`from act left join lateral (...) x on true`): undefined when
 * there is no `act` row (the caller may not read: 404), else the lateral's rows without the empty one
 * the left join leaves when it found none.
 */
function gatedRows<Row>(result: unknown, found: (row: Row) => boolean): Row[] | undefined {
  const rows = resultRows<Row>(result)
  return rows.length === 0 ? undefined : rows.filter(found)
}

/** The teacher ratings of a topic for the class's active students; undefined when the caller may not read. */
export async function readTopicTeacherRatings(
  db: Db,
  input: { eventId: number; topicId: number; userId: number },
): Promise<TeacherRating[] | undefined> {
  const result = await db.execute(sql`
    with ${visibleActivation(input)}
    select r.user_id, r.question_id, r.grade, r.rated_by, r.rated_at
    from act
    left join lateral (
      select ${ratingColumns}
      from group_users gu
      join questions q on q.topic_id = act.topic_id
      join teacher_ratings r on r.event_id = act.event_id and r.user_id = gu.user_id and r.question_id = q.id
      where gu.group_id = act.group_id and gu.active
      order by r.user_id, q."order", q.id
    ) r on true`)
  return gatedRows<TeacherRating>(result, (rating) => rating.user_id !== null)
}

/** Every change of one rating, newest first; undefined when the caller may not read the activation. */
export async function readTeacherRatingHistory(
  db: Db,
  input: { eventId: number; userId: number; studentId: number; questionId: number },
): Promise<TeacherRatingChange[] | undefined> {
  const result = await db.execute(sql`
    with ${visibleActivation({ eventId: input.eventId, userId: input.userId })}
    select c.grade_before, c.grade, c.rated_by, c.rated_by_name, c.rated_at
    from act
    left join lateral (
      select c.grade_before::float8 as grade_before, c.grade::float8 as grade, c.rated_by,
             coalesce(u.firstname || ' ' || u.lastname, '') as rated_by_name,
             ${isoTimestamp('c.created_at')} as rated_at, c.id
      from teacher_ratings r
      join teacher_rating_changes c on c.rating_id = r.id
      left join users u on u.id = c.rated_by
      where r.event_id = act.event_id and r.user_id = ${input.studentId} and r.question_id = ${input.questionId}
      order by c.created_at desc, c.id desc
    ) c on true`)
  return gatedRows<TeacherRatingChange>(result, (change) => change.grade !== null)
}
