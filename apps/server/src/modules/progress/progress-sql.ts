import { EventType, progressRules } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'

// SQL pieces the progress reads share (docs/product/progress.md, issue 13). Each read is one statement: these
// are its common table expressions and conditions.

/** A rule's number written into the statement (a constant of the shared package, never user input). */
export const literal = (value: number) => sql.raw(String(value))

/**
 * Who may read an activation's ratings (issue 13): the teacher whose class runs it (active_modules.
 * teacher_id, the same teacher as events.teacher_id) or the owner of the module it runs (not the author of a store copy: a buyer's class is not theirs,
 * decision 018). Anyone else -
 * a colleague it is shared with, a buyer, another teacher - is told it does not exist (404), as for a
 * missing id. Needs `a` (active_modules) and `m` (its module) in scope.
 */
export const readableBy = (userId: number): SQL =>
  sql`(a.teacher_id = ${userId} or (m.owner_id = ${userId} and m.origin_module_id is null))`

/**
 * The event ids of every activation `readableBy` lets `userId` read, as the union of its two sets,
 * each found by an index (the teacher's activations; the activations of their own modules). The one
 * condition over two tables would make PostgreSQL read every activation and every module of the
 * installation: fine on a school, not on a district (issue 36). For a statement over all of them;
 * one activation by its id keeps `readableBy`.
 */
export const readableActivationIds = (userId: number): SQL => sql`(
  select a.event_id from active_modules a where a.teacher_id = ${userId}
  union
  select a.event_id from modules m join active_modules a on a.module_id = m.id
  where m.owner_id = ${userId} and m.origin_module_id is null)`

/**
 * The CTE `act`: the one activation behind a module event (type 3) that the caller may read, with
 * `topic_id` when a topic is asked for - which must be a topic of the activation's module, else no
 * row. No row means 404. Materialized: every other part of the statement reads this one row.
 */
export function visibleActivation(input: {
  eventId: number
  userId: number
  moduleId?: number
  topicId?: number
}): SQL {
  const { eventId, userId, moduleId, topicId } = input
  const sameModule = moduleId === undefined ? sql`` : sql`and a.module_id = ${moduleId}`
  const topic =
    topicId === undefined
      ? sql`, null::int as topic_id, null::text as topic_title`
      : sql`, t.id as topic_id, t.title as topic_title`
  const topicJoin =
    topicId === undefined
      ? sql``
      : sql`join topics t on t.id = ${topicId}
        join blocks tb on tb.id = t.block_id and tb.module_id = a.module_id`
  return sql`act as materialized (
    select a.id, a.module_id, a.event_id, a.group_id, a.status_id, e.subject_id ${topic}
    from active_modules a
    join events e on e.id = a.event_id and e.event_type_id = ${literal(EventType.module)}
    join modules m on m.id = a.module_id
    ${topicJoin}
    where a.event_id = ${eventId} and ${readableBy(userId)} ${sameModule})`
}

/**
 * The CTE `members`: the students who count, the active members of the activation's class (the
 * teacher's switch). Ratings of an inactive member, or of a student of another class rating the same
 * module in another event, never count nor appear.
 */
export const activeMembers = sql`members as materialized (
  select u.id, u.firstname, u.lastname, u.goal
  from act
  join group_users gu on gu.group_id = act.group_id and gu.active
  join users u on u.id = gu.user_id)`

/**
 * docs/product/progress.md "What counts": grades 1 to 6 count; a 0 ("not rated yet") counts nowhere - no
 * average, progress or list.
 */
export const counted = (grade: string) =>
  sql.raw(`${grade} between ${progressRules.lowestCountedGrade} and ${progressRules.highestGrade}`)

/** docs/product/progress.md "Too fast": an answer under 120 s. */
export const tooFast = (seconds: string) => sql.raw(`${seconds} < ${progressRules.tooFastSeconds}`)

/** docs/product/progress.md "Too fast" (reliability): more than 5 s spent counts as done carefully. */
export const careful = (seconds: string) => sql.raw(`${seconds} > ${progressRules.carefulSeconds}`)

/**
 * docs/product/progress.md "Topic progress and averages": 2 decimals; numeric round() takes halves away from
 * zero, as roundAverage.
 */
export const average2 = (value: string) =>
  sql.raw(`round(${value}, ${progressRules.averageDecimals})::float8`)

/**
 * docs/product/progress.md "Topic progress and averages": `part` of `whole` in percent, rounded (numeric:
 * halves away from zero, as Math.round for positive numbers), at most 100; 0 when the whole is 0 (a topic
 * without questions, a class without students).
 */
export const percentOf = (part: string, whole: string) =>
  sql.raw(`case when coalesce(${whole}, 0) = 0 then 0
    else least(100, round(100.0 * coalesce(${part}, 0) / (${whole})))::int end`)
