import { filePathPrefix, type RemovalImpact, type RemovalScope, SolutionType } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { ownedBy } from '../core/module-access'

/** Where the removal starts: the blocks that go (with their topics) and the topics that go besides. */
function removedParts(scope: RemovalScope, targetId: number | undefined): { blocks: SQL; topics: SQL } {
  const none = sql`false`
  switch (scope) {
    case 'module':
      return { blocks: sql`true`, topics: none }
    case 'lastColumn':
      return { blocks: sql`b."order" >= m.columns`, topics: none }
    case 'block':
      return { blocks: sql`b.id = ${targetId ?? 0}`, topics: none }
    case 'lastRow':
      return { blocks: none, topics: sql`t."order" >= m.rows` }
    case 'topic':
      return { blocks: none, topics: sql`t.id = ${targetId ?? 0}` }
  }
}

const idStart = filePathPrefix.length + 1

export interface RemovalImpactRow extends RemovalImpact {
  /** False when the module is not the user's. */
  found: boolean
  /** False when the block or topic of those scopes is not in the module. */
  target_found: boolean
}

/**
 * What removing part of a module would delete, in one statement: blocks, topics, questions, the
 * students' ratings of those questions and the classes they come from (those of other teachers
 * counted apart), and the files that nothing would use any more (not the rest of the module, not
 * another module). Only the owner asks: the module must be the user's.
 */
export async function readRemovalImpact(
  db: Db,
  userId: number,
  query: { moduleId: number; scope: RemovalScope; targetId: number | undefined },
): Promise<RemovalImpactRow> {
  const parts = removedParts(query.scope, query.targetId)
  const keepsCover = query.scope === 'module' ? sql`false` : sql`true`
  const targetFound =
    query.scope === 'block'
      ? sql`exists (select 1 from gone_blocks)`
      : query.scope === 'topic'
        ? sql`exists (select 1 from gone_topics)`
        : sql`true`
  const result = await db.execute(sql`
    with m as (
      select modules.id, modules.rows, modules.columns, modules.cover_file_id from modules
      where modules.id = ${query.moduleId} and ${ownedBy(userId)}
    ), gone_blocks as (
      select b.id from blocks b join m on m.id = b.module_id where ${parts.blocks}
    ), gone_topics as (
      select t.id from topics t join blocks b on b.id = t.block_id join m on m.id = b.module_id
      where t.block_id in (select id from gone_blocks) or ${parts.topics}
    ), gone_questions as (
      select q.id from questions q where q.topic_id in (select id from gone_topics)
    ), ratings as (
      select e.group_id, e.teacher_id from evaluations ev join events e on e.id = ev.event_id
      where ev.question_id in (select id from gone_questions)
    ), kept_questions as (
      select q.id, q.link, q.is_local_link, q.source_question, q.source_solution
      from questions q join topics t on t.id = q.topic_id join blocks b on b.id = t.block_id
      join m on m.id = b.module_id
      where q.id not in (select id from gone_questions)
    ), kept_files as (
      select cover_file_id as file_id from m where ${keepsCover}
      union select substr(link, ${idStart}) from kept_questions where is_local_link
      union select substr(source_question, ${idStart}) from kept_questions
      union select substr(source_solution, ${idStart}) from kept_questions
      union select substr(s.content, ${idStart}) from solutions s join kept_questions q on q.id = s.question_id
        where s.content_type_id = ${SolutionType.file}
    ), gone_files as (
      select mf.file_id from module_files mf join m on m.id = mf.module_id
      where not exists (select 1 from kept_files k where k.file_id = mf.file_id)
        and not exists (
          select 1 from module_files other where other.file_id = mf.file_id and other.module_id <> m.id)
    )
    select exists (select 1 from m) as found,
      ${targetFound} as target_found,
      (select count(*) from gone_blocks)::int as blocks,
      (select count(*) from gone_topics)::int as topics,
      (select count(*) from gone_questions)::int as questions,
      (select count(*) from gone_files)::int as files,
      (select count(*) from ratings)::int as evaluations,
      (select count(distinct group_id) from ratings)::int as classes,
      (select count(distinct group_id) from ratings where teacher_id <> ${userId})::int
        as other_teachers_classes`)
  return resultRows<RemovalImpactRow>(result)[0]!
}
