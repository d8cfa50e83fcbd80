import { EventType } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'

// The questions a restore asks before it inserts anything, so that a conflict it can foresee is
// explained in words (trashMessages) instead of failing on a key.

const jsonIds = (ids: readonly number[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`

/** Which of a run's module, class and subject exist (the teacher's class and subject, locked FOR SHARE). */
export async function runParents(
  tx: Db,
  input: { moduleId: number; groupId: number; subjectId: number; teacherId: number },
): Promise<{ module: boolean; group: boolean; subject: boolean }> {
  const result = await tx.execute(sql`
    select
      exists (select 1 from modules where id = ${input.moduleId}) as module,
      exists (select 1 from groups where id = ${input.groupId} and teacher_id = ${input.teacherId}) as group,
      exists (select 1 from subjects where id = ${input.subjectId} and teacher_id = ${input.teacherId}) as subject`)
  return resultRows<{ module: boolean; group: boolean; subject: boolean }>(result)[0]!
}

/** Whether another class of the teacher has the name (any case), and whether any class has the code. */
export async function classClashes(
  tx: Db,
  input: { teacherId: number; name: string; token: string },
): Promise<{ nameTaken: boolean; tokenTaken: boolean }> {
  const result = await tx.execute(sql`
    select
      exists (select 1 from groups where teacher_id = ${input.teacherId} and not is_own_practice
        and lower(name) = lower(${input.name})) as "nameTaken",
      exists (select 1 from groups where token = ${input.token}) as "tokenTaken"`)
  return resultRows<{ nameTaken: boolean; tokenTaken: boolean }>(result)[0]!
}

/** Whether another class of the teacher is the roster file's class with this id (decision 044). */
export async function rosterSourceTaken(tx: Db, teacherId: number, sourceId: string): Promise<boolean> {
  const result = await tx.execute(
    sql`select exists (select 1 from groups where teacher_id = ${teacherId} and roster_source_id = ${sourceId}) as taken`,
  )
  return resultRows<{ taken: boolean }>(result)[0]!.taken
}

/** Whether any class has the code (the restore draws another one then). */
export async function classCodeTaken(tx: Db, token: string): Promise<boolean> {
  const result = await tx.execute(sql`select exists (select 1 from groups where token = ${token}) as taken`)
  return resultRows<{ taken: boolean }>(result)[0]!.taken
}

/** Whether another subject of the teacher has the Kürzel (any case, as the unique index compares). */
export async function subjectTokenTaken(
  tx: Db,
  input: { teacherId: number; token: string },
): Promise<boolean> {
  const result = await tx.execute(sql`
    select exists (select 1 from subjects where teacher_id = ${input.teacherId}
      and lower(token) = lower(${input.token})) as taken`)
  return resultRows<{ taken: boolean }>(result)[0]!.taken
}

/**
 * What now stands where a grid part stood: a block in one of its columns (other than its own blocks),
 * a topic in one of its cells, and cells whose block is gone.
 */
export async function gridPlaceClashes(
  tx: Db,
  input: {
    moduleId: number
    blocks: { id: number; order: number }[]
    cells: { block_id: number; order: number }[]
  },
): Promise<{ blockTaken: boolean; cellTaken: boolean; blockGone: boolean }> {
  const blockIds = input.blocks.map((block) => block.id)
  const orders = input.blocks.map((block) => block.order)
  const cells = JSON.stringify(input.cells)
  const result = await tx.execute(sql`
    with cell as (select (c->>'block_id')::int as block_id, (c->>'order')::int as "order"
      from jsonb_array_elements(${cells}::jsonb) c)
    select
      exists (select 1 from blocks b where b.module_id = ${input.moduleId}
        and b."order" in ${jsonIds(orders)} and b.id not in ${jsonIds(blockIds)}) as "blockTaken",
      exists (select 1 from topics t join cell on cell.block_id = t.block_id and cell."order" = t."order")
        as "cellTaken",
      exists (select 1 from cell where not exists (select 1 from blocks b where b.id = cell.block_id)
        and cell.block_id not in ${jsonIds(blockIds)}) as "blockGone"`)
  return resultRows<{ blockTaken: boolean; cellTaken: boolean; blockGone: boolean }>(result)[0]!
}

/** A restored row or column makes the grid large enough for it again (never smaller). */
export async function growGrid(
  tx: Db,
  input: { moduleId: number; rows: number; columns: number; now: Date },
) {
  await tx.execute(sql`
    update modules set rows = greatest(rows, ${input.rows}), columns = greatest(columns, ${input.columns}),
      updated_at = ${input.now.toISOString()}::timestamptz
    where id = ${input.moduleId}`)
}

/** Whether every one of the subjects exists (a class's homework, exams and runs need theirs). */
export async function allSubjectsExist(tx: Db, subjectIds: number[]): Promise<boolean> {
  const result = await tx.execute(sql`
    select not exists (select 1 from ${jsonIds(subjectIds)} s(id)
      where not exists (select 1 from subjects where subjects.id = s.id)) as present`)
  return resultRows<{ present: boolean }>(result)[0]!.present
}

/**
 * Module events that came back without their run (its module is gone meanwhile): no event outlives
 * its module (modules.repo.ts deleteModule), so they go again.
 */
export async function deleteRunlessModuleEvents(tx: Db, eventIds: number[]): Promise<void> {
  if (eventIds.length === 0) return
  await tx.execute(sql`
    delete from events e where e.id in ${jsonIds(eventIds)} and e.event_type_id = ${EventType.module}
      and not exists (select 1 from active_modules a where a.event_id = e.id)`)
}
