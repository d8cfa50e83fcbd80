import type { NextStepTopic } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { singleValue } from '../../lib/single-value'
import { activeMembers, average2, counted, visibleActivation } from '../progress/progress-sql'

// What the next step (packages/shared/src/next-step.ts) is computed from, read in one statement
// whatever the number of students or topics: the grid's topics, each student's goal and pin, and per
// student and topic the counted ratings (grades 1 to 6, docs/product/progress.md "What counts") and their
// average.

export interface NextStepStudent {
  id: number
  /** The goal in force for the activation's subject: the student's own for it, else their general one. */
  goal: number
  pinned_topic_id: number | null
}

export interface NextStepRated {
  user_id: number
  topic_id: number
  rated: number
  average: number
}

export interface NextStepFacts {
  topics: NextStepTopic[]
  students: NextStepStudent[]
  rated: NextStepRated[]
}

/**
 * The facts for the students of `members` (a CTE of ids) in `act` (a CTE with event_id, module_id,
 * subject_id), both defined by `head`; `studentId` narrows them to one student.
 */
const factsOf = (head: SQL, studentId?: number) => {
  const whose = studentId === undefined ? sql`true` : sql`mb.id = ${studentId}`
  return sql`
  with ${head},
  grid as materialized (
    select t.id, b."order" as block_order, t."order",
      (select count(*)::int from questions q where q.topic_id = t.id) as questions
    from act
    join blocks b on b.module_id = act.module_id
    join topics t on t.block_id = b.id),
  rated as materialized (
    select ev.user_id, q.topic_id, count(*)::int as rated, ${average2('avg(ev.grade)')} as average
    from act
    join members mb on ${whose}
    join evaluations ev on ev.event_id = act.event_id and ev.user_id = mb.id
    join questions q on q.id = ev.question_id
    where ${counted('ev.grade')}
    group by ev.user_id, q.topic_id)
  select json_build_object(
    'topics', coalesce((select json_agg(json_build_object(
        'id', g.id, 'blockOrder', g.block_order, 'order', g."order", 'questions', g.questions)) from grid g),
      '[]'::json),
    'students', coalesce((select json_agg(json_build_object(
        'id', mb.id,
        'goal', coalesce(sg.goal, u.goal)::float8,
        'pinned_topic_id', p.topic_id) order by mb.id)
      from members mb
      join users u on u.id = mb.id
      left join student_goals sg on sg.user_id = mb.id and sg.subject_id = act.subject_id
      left join next_step_pins p on p.event_id = act.event_id and p.user_id = mb.id
      where ${whose}), '[]'::json),
    'rated', coalesce((select json_agg(r) from rated r), '[]'::json)
  ) as facts
  from act`
}

/**
 * The facts of the activation's active students (or of `studentId` among them) when the caller may
 * read its progress (the class's teacher, the module's owner); undefined when not: 404.
 */
export async function readClassFacts(
  db: Db,
  input: { eventId: number; teacherId: number; studentId?: number },
): Promise<NextStepFacts | undefined> {
  const result = await db.execute(
    factsOf(
      sql`${visibleActivation({ eventId: input.eventId, userId: input.teacherId })}, ${activeMembers}`,
      input.studentId,
    ),
  )
  return resultRows<{ facts: NextStepFacts }>(result)[0]?.facts
}

/** The facts of one student in an activation of their class (the caller checked that it is theirs). */
export async function readOwnFacts(
  db: Db,
  input: { eventId: number; moduleId: number; subjectId: number; studentId: number },
): Promise<NextStepFacts> {
  const result = await db.execute(
    factsOf(sql`act as (select ${input.eventId}::int as event_id, ${input.moduleId}::int as module_id,
        ${input.subjectId}::int as subject_id),
      members as (select ${input.studentId}::int as id)`),
  )
  return singleValue<NextStepFacts>(result)
}

export interface PinTarget {
  /** The student is an active member of the activation's class. */
  member: boolean
  /** The topic is one of the activation's module (true when no topic is asked for). */
  topicInModule: boolean
}

/**
 * Whether the caller may pin in the activation (undefined when not: 404), whether the student is an
 * active member of its class and the topic one of its module.
 */
export async function findPinTarget(
  db: Db,
  input: { eventId: number; teacherId: number; studentId: number; topicId: number | null },
): Promise<PinTarget | undefined> {
  const topicInModule =
    input.topicId === null
      ? sql`true`
      : sql`exists (select 1 from topics t join blocks b on b.id = t.block_id
          where t.id = ${input.topicId} and b.module_id = act.module_id)`
  const result = await db.execute(sql`
    with ${visibleActivation({ eventId: input.eventId, userId: input.teacherId })}
    select
      exists (select 1 from group_users gu
        where gu.group_id = act.group_id and gu.user_id = ${input.studentId} and gu.active) as member,
      ${topicInModule} as topic_in_module
    from act`)
  const [row] = resultRows<{ member: boolean; topic_in_module: boolean }>(result)
  return row && { member: row.member, topicInModule: row.topic_in_module }
}

/** Pins `topicId` as the student's next step (replacing a pin), or removes the pin for null. */
export async function writePin(
  db: Db,
  input: { eventId: number; studentId: number; topicId: number | null; pinnedBy: number; now: Date },
): Promise<void> {
  if (input.topicId === null) {
    await db.execute(sql`
      delete from next_step_pins where event_id = ${input.eventId} and user_id = ${input.studentId}`)
    return
  }
  await db.execute(sql`
    insert into next_step_pins (event_id, user_id, topic_id, pinned_by, created_at)
    values (${input.eventId}, ${input.studentId}, ${input.topicId}, ${input.pinnedBy},
      ${input.now.toISOString()}::timestamptz)
    on conflict (event_id, user_id) do update set
      topic_id = excluded.topic_id, pinned_by = excluded.pinned_by, created_at = excluded.created_at`)
}
