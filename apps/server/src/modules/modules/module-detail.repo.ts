import type { Block, BlockWithTopics } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import {
  questionsByTopic,
  type TopicWithoutQuestions,
  topicFieldsJson,
  withQuestions,
} from '../core/grid-read'
import { viewableBy } from '../core/module-access'
import { type ModuleFieldsRow, moduleFieldsJson, moduleSource } from './modules.repo'

export interface ModuleDetailRow {
  module: ModuleFieldsRow
  is_owner: boolean
  /** The module runs (or ran) with a class: its topics stay where they are. */
  has_activations: boolean
  blocks: BlockWithTopics[]
}

/**
 * The whole grid of a module the user may view, in two statements whatever its size: the module
 * with its blocks by column and their topics by row, then every question of the module with its
 * solution, by position. Undefined when the user may not view it. Indexes: blocks (module, order),
 * topics (block, order), questions (topic), solutions (question), active_modules (module, class).
 *
 * The two run without a transaction, which would cost two more round trips (BEGIN, COMMIT): a change
 * between them can at most show a topic removed that moment without its questions, or leave out the
 * questions of a topic added that moment; the next reload shows the grid as it is.
 */
export async function readModuleDetail(
  db: Db,
  userId: number,
  moduleId: number,
  /** Who may read it: the viewing rule, or the provider's for a store copy under review. */
  allowed: SQL = viewableBy(userId),
): Promise<ModuleDetailRow | undefined> {
  // Per block, its topics by the (block, row) index: a dozen index scans.
  const result = await db.execute(sql`
    select ${moduleFieldsJson} as module,
      modules.owner_id = ${userId} as is_owner,
      exists (select 1 from active_modules a where a.module_id = modules.id) as has_activations,
      coalesce((
        select json_agg(json_build_object(
          'id', b.id, 'name', b.name, 'description', b.description, 'order', b."order",
          'module_id', b.module_id,
          'topics', coalesce((
            select json_agg(${topicFieldsJson} order by t."order")
            from topics t join topic_types tt on tt.id = t.topic_type_id
            where t.block_id = b.id
          ), '[]'::json)
        ) order by b."order")
        from blocks b where b.module_id = modules.id
      ), '[]'::json) as blocks
    from ${moduleSource}
    where modules.id = ${moduleId} and ${allowed}`)
  type Row = Omit<ModuleDetailRow, 'blocks'> & { blocks: (Block & { topics: TopicWithoutQuestions[] })[] }
  const row = resultRows<Row>(result)[0]
  if (!row) return undefined
  const questions = await questionsByTopic(db, { moduleId })
  return {
    ...row,
    blocks: row.blocks.map((block) => ({
      ...block,
      topics: block.topics.map((topic) => withQuestions(topic, questions)),
    })),
  }
}
