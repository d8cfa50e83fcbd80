import { EventType, ModuleStatus } from '@lernraster/shared'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { activeModules, events } from '../../db/schema'
import { resultRows } from '../../lib/result-rows'

export interface ActivationPreconditions {
  group_owned: boolean
  subject_owned: boolean
  /** A block of the module has a topic holding a question. */
  has_content: boolean
  has_active_students: boolean
}

/**
 * What an activation needs besides the module, in one statement: the class and the subject are the
 * teacher's, the module has a question, the class an active student. Indexes: groups and subjects
 * (primary key), blocks (module), topics (block), questions (topic), group_users (group).
 */
export async function readActivationPreconditions(
  tx: Db,
  input: { teacherId: number; moduleId: number; groupId: number; subjectId: number },
): Promise<ActivationPreconditions> {
  const result = await tx.execute(sql`
    select
      exists (select 1 from groups where id = ${input.groupId} and teacher_id = ${input.teacherId}) as group_owned,
      exists (select 1 from subjects where id = ${input.subjectId} and teacher_id = ${input.teacherId})
        as subject_owned,
      exists (select 1 from questions q join topics t on t.id = q.topic_id join blocks b on b.id = t.block_id
        where b.module_id = ${input.moduleId}) as has_content,
      exists (select 1 from group_users where group_id = ${input.groupId} and active) as has_active_students`)
  return resultRows<ActivationPreconditions>(result)[0]!
}

/**
 * The event of an activation. A module has no due date: it runs until the teacher finishes it, so
 * the event starts and is "due" at the moment of activation (both columns are required).
 */
export async function insertModuleEvent(
  tx: Db,
  input: { teacherId: number; groupId: number; subjectId: number; now: Date },
): Promise<number> {
  const { now, ...fields } = input
  const [row] = await tx
    .insert(events)
    .values({
      ...fields,
      eventTypeId: EventType.module,
      topicId: null,
      startsAt: now,
      dueAt: now,
      createdAt: now,
    })
    .returning({ id: events.id })
  return row!.id
}

/**
 * The active module, unless the module already runs with the class: then nothing is written and the
 * answer is undefined. The unique index (module, class) decides, so of two activations at the same
 * moment the second waits for the first and then writes nothing.
 */
export async function insertActiveModule(
  tx: Db,
  input: { moduleId: number; eventId: number; groupId: number; teacherId: number; now: Date },
): Promise<number | undefined> {
  const { now, ...fields } = input
  const [row] = await tx
    .insert(activeModules)
    .values({ ...fields, statusId: ModuleStatus.active, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [activeModules.moduleId, activeModules.groupId] })
    .returning({ id: activeModules.id })
  return row?.id
}

const ownActivation = (id: number, teacherId: number) =>
  and(eq(activeModules.id, id), eq(activeModules.teacherId, teacherId))

/** Flips active and finished in one statement (no lost update); undefined when not the teacher's. */
export async function toggleActivationStatus(
  db: Db,
  input: { id: number; teacherId: number; now: Date },
): Promise<{ id: number; status_id: number } | undefined> {
  const [row] = await db
    .update(activeModules)
    .set({
      // Cast: the case of bare parameters is typed text, which the smallint column does not take.
      statusId: sql`(case when ${activeModules.statusId} = ${ModuleStatus.active}
        then ${ModuleStatus.finished} else ${ModuleStatus.active} end)::smallint`,
      updatedAt: input.now,
    })
    .where(ownActivation(input.id, input.teacherId))
    .returning({ id: activeModules.id, status_id: activeModules.statusId })
  return row
}

/**
 * Deletes the activation's event; the active module, the ratings and the feedback given in it go by
 * cascade, all in this one statement. False when the activation is not the teacher's.
 */
export async function deleteActivation(db: Db, input: { id: number; teacherId: number }): Promise<boolean> {
  const result = await db.execute(sql`
    delete from events e using active_modules a
    where a.id = ${input.id} and a.teacher_id = ${input.teacherId} and e.id = a.event_id
    returning e.id`)
  return resultRows(result).length > 0
}

export interface LockedActivation {
  event_id: number
  module_id: number
  group_id: number
  subject_id: number
  module_name: string
  group_name: string
}

/**
 * The teacher's activation, its event locked as deleteActivation would lock it, with the names the
 * trash shows. Undefined when it is not the teacher's.
 */
export async function lockActivation(
  tx: Db,
  input: { id: number; teacherId: number },
): Promise<LockedActivation | undefined> {
  const result = await tx.execute(sql`
    select e.id as event_id, a.module_id, a.group_id, e.subject_id, m.name as module_name, g.name as group_name
    from active_modules a
    join events e on e.id = a.event_id
    join modules m on m.id = a.module_id
    join groups g on g.id = a.group_id
    where a.id = ${input.id} and a.teacher_id = ${input.teacherId}
    for update of e, a`)
  return resultRows<LockedActivation>(result)[0]
}

/** The ratings given in the activation and by how many students; undefined when not the teacher's. */
export async function readActivationImpact(
  db: Db,
  input: { id: number; teacherId: number },
): Promise<{ evaluations: number; students: number } | undefined> {
  const result = await db.execute(sql`
    select count(ev.id)::int as evaluations, count(distinct ev.user_id)::int as students
    from active_modules a left join evaluations ev on ev.event_id = a.event_id
    where a.id = ${input.id} and a.teacher_id = ${input.teacherId}
    group by a.id`)
  return resultRows<{ evaluations: number; students: number }>(result)[0]
}
