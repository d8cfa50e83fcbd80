import { ModuleStatus } from '@lernraster/shared'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { modules } from '../../db/schema'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { resultRows } from '../../lib/result-rows'
import { ownedBy } from '../core/module-access'
import { listedInStore } from '../core/store-listing'

/** A module's own fields as the database answers them; module-view.ts turns them into the contract. */
export interface ModuleFieldsRow {
  id: number
  name: string
  description: string
  status_id: number
  rows: number
  columns: number
  cover_file_id: string | null
  published_module_id: number | null
  publication: PublicationRow | null
  admin_id: number
  author: { firstname: string; lastname: string }
  created_at: string
  updated_at: string
}

/** The newest publication of an original (publicationSummary without the status's name). */
export interface PublicationRow {
  module_id: number
  status_id: number
  module_meta_data_id: number
  decline_reason: string | null
  submitted_at: string
  reviewed_at: string | null
  store_module_id: number | null
  removal_kind: 'author' | 'provider' | null
  removal_reason: string | null
}

export interface ModuleCounts {
  blocks_count: number
  topics_count: number
  questions_count: number
}

export type ModuleSummaryRow = ModuleFieldsRow & ModuleCounts

/** `modules` (unaliased, as module-access.ts's conditions expect) with its author. */
export const moduleSource = sql`modules join users author on author.id = modules.owner_id`

/**
 * The newest copy published from `modules` with its review, and the copy of its line the store lists
 * now (decision 018): two lookups by primary key and one by the (origin) index.
 */
const publicationJson = sql`(
  select json_build_object(
    'module_id', copy.id, 'status_id', copy.status_id, 'module_meta_data_id', md.id,
    'decline_reason', md.decline_reason,
    'submitted_at', ${isoTimestamp('md.submitted_at')},
    'reviewed_at', ${isoTimestamp('md.reviewed_at')},
    'removal_kind', md.removal_kind, 'removal_reason', md.removal_reason,
    'store_module_id', (
      select listed.id from modules listed join module_meta_data lm on lm.module_id = listed.id
      where listed.origin_module_id = modules.id and ${listedInStore('listed', 'lm')}))
  from modules copy join module_meta_data md on md.module_id = copy.id
  where copy.id = modules.published_module_id)`

export const moduleFieldsJson = sql`json_build_object(
  'id', modules.id, 'name', modules.name, 'description', modules.description,
  'status_id', modules.status_id, 'rows', modules.rows, 'columns', modules.columns,
  'cover_file_id', modules.cover_file_id, 'published_module_id', modules.published_module_id,
  'publication', ${publicationJson},
  'admin_id', modules.owner_id,
  'author', json_build_object('firstname', author.firstname, 'lastname', author.lastname),
  'created_at', ${isoTimestamp('modules.created_at')},
  'updated_at', ${isoTimestamp('modules.updated_at')})`

/** The counts of a list row, by the indexes on blocks (module), topics (block) and questions (topic). */
export const moduleCounts = sql`
  (select count(*) from blocks b where b.module_id = modules.id)::int as blocks_count,
  (select count(*) from topics t join blocks b on b.id = t.block_id
    where b.module_id = modules.id)::int as topics_count,
  (select count(*) from questions q join topics t on t.id = q.topic_id join blocks b on b.id = t.block_id
    where b.module_id = modules.id)::int as questions_count`

const summaryRows = (result: unknown): ModuleSummaryRow[] =>
  resultRows<ModuleCounts & { module: ModuleFieldsRow }>(result).map(({ module, ...counts }) => ({
    ...module,
    ...counts,
  }))

export type OwnModuleRow = ModuleSummaryRow & { running_in: string[] }

/**
 * The owner's modules (or only the drafts), the most recently changed first, each with the owner's
 * classes running it (issue 31), in one statement: the activations by the (module, class) index.
 */
export async function listOwnModules(
  db: Db,
  ownerId: number,
  options: { draftsOnly: boolean },
): Promise<OwnModuleRow[]> {
  const draftsOnly = options.draftsOnly ? sql`and modules.status_id = ${ModuleStatus.draft}` : sql``
  const result = await db.execute(sql`
    select ${moduleFieldsJson} as module, ${moduleCounts},
      (select coalesce(json_agg(g.name order by g.name, g.id), '[]'::json)
        from active_modules a join groups g on g.id = a.group_id
        where a.module_id = modules.id and a.teacher_id = ${ownerId}
          and a.status_id = ${ModuleStatus.active}) as running_in
    from ${moduleSource}
    where ${ownedBy(ownerId)} ${draftsOnly}
    order by modules.updated_at desc, modules.id desc`)
  return resultRows<ModuleCounts & { module: ModuleFieldsRow; running_in: string[] }>(result).map(
    ({ module, ...rest }) => ({ ...module, ...rest }),
  )
}

/** One module's list fields, for a caller whose access was checked already. */
export async function readModuleSummary(db: Db, moduleId: number): Promise<ModuleSummaryRow> {
  const result = await db.execute(sql`
    select ${moduleFieldsJson} as module, ${moduleCounts} from ${moduleSource} where modules.id = ${moduleId}`)
  return summaryRows(result)[0]!
}

export async function insertModule(
  tx: Db,
  input: { ownerId: number; name: string; description: string; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(modules)
    .values({
      ownerId: input.ownerId,
      name: input.name,
      description: input.description,
      statusId: ModuleStatus.draft,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: modules.id })
  return row!.id
}

export async function updateModuleFields(
  tx: Db,
  moduleId: number,
  fields: { name: string; description: string; rows: number; columns: number; now: Date },
): Promise<void> {
  const { now, ...values } = fields
  await tx
    .update(modules)
    .set({ ...values, updatedAt: now })
    .where(eq(modules.id, moduleId))
}

/**
 * Deletes the module; blocks, topics, questions, solutions, evaluations and file links go by cascade.
 * The events of its activations go first: the cascade from the module would take the active modules
 * but leave their events (of other teachers' classes too) behind, bound to nothing. Run it in a
 * transaction.
 */
export async function deleteModule(tx: Db, moduleId: number): Promise<void> {
  await tx.execute(sql`
    delete from events where id in (select event_id from active_modules where module_id = ${moduleId})`)
  await tx.delete(modules).where(eq(modules.id, moduleId))
}

/**
 * Deletes what lies outside a grid of `rows` x `columns`: the topics below the last row and the blocks
 * right of the last column with their topics (questions, solutions and evaluations go by cascade).
 * Returns the names of what went, for the change records.
 */
export async function deleteOutsideGrid(
  tx: Db,
  moduleId: number,
  size: { rows: number; columns: number },
): Promise<{ topics: string[]; blocks: string[] }> {
  const topics = await tx.execute(sql`
    delete from topics t using blocks b
    where b.id = t.block_id and b.module_id = ${moduleId}
      and (t."order" > ${size.rows} or b."order" > ${size.columns})
    returning t.title`)
  const blocks = await tx.execute(sql`
    delete from blocks where module_id = ${moduleId} and "order" > ${size.columns} returning name`)
  return {
    topics: resultRows<{ title: string }>(topics).map((row) => row.title),
    blocks: resultRows<{ name: string }>(blocks).map((row) => row.name),
  }
}

/** Whether any class runs the module (active or finished): its cells then hold students' ratings. */
export async function moduleHasActivations(db: Db, moduleId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from active_modules where module_id = ${moduleId}) as active`,
  )
  return resultRows<{ active: boolean }>(result)[0]!.active
}

/** The events of the modules' activations, which deleteModule deletes first (the trash keeps them). */
export async function activationEventIds(tx: Db, moduleIds: number[]): Promise<number[]> {
  if (moduleIds.length === 0) return []
  const result = await tx.execute(sql`
    select event_id from active_modules
    where module_id in (select jsonb_array_elements_text(${JSON.stringify(moduleIds)}::jsonb)::int)`)
  return resultRows<{ event_id: number }>(result).map((row) => row.event_id)
}

/** The blocks right of the last column and the topics below the last row (in the other blocks). */
export async function outsideGridIds(
  tx: Db,
  moduleId: number,
  size: { rows: number; columns: number },
): Promise<{ topicIds: number[]; blockIds: number[] }> {
  const result = await tx.execute(sql`
    select 'block' as kind, id from blocks where module_id = ${moduleId} and "order" > ${size.columns}
    union all
    select 'topic', t.id from topics t join blocks b on b.id = t.block_id
    where b.module_id = ${moduleId} and b."order" <= ${size.columns} and t."order" > ${size.rows}`)
  const rows = resultRows<{ kind: string; id: number }>(result)
  return {
    blockIds: rows.filter((row) => row.kind === 'block').map((row) => row.id),
    topicIds: rows.filter((row) => row.kind === 'topic').map((row) => row.id),
  }
}
