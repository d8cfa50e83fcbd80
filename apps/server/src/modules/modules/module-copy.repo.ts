import { ModuleStatus } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'

/**
 * A new module of `ownerId` with the source's description, size and cover; returns its id. The status,
 * the published copy and the subject are not copied: a duplicate starts as a fresh draft, a store copy
 * (`originModuleId`) awaiting confirmation (decision 018).
 */
export async function insertModuleCopy(
  tx: Db,
  input: { sourceId: number; ownerId: number; name: string; now: Date; originModuleId?: number },
): Promise<number> {
  const now = input.now.toISOString()
  const status = input.originModuleId === undefined ? ModuleStatus.draft : ModuleStatus.awaitingConfirmation
  const result = await tx.execute(sql`
    insert into modules
      (owner_id, name, description, status_id, rows, columns, cover_file_id, origin_module_id, created_at, updated_at)
    select ${input.ownerId}, ${input.name}, description, ${status}, rows, columns, cover_file_id,
      ${input.originModuleId ?? null}::int, ${now}::timestamptz, ${now}::timestamptz
    from modules where id = ${input.sourceId}
    returning id`)
  return resultRows<{ id: number }>(result)[0]!.id
}

/**
 * Copies the grid of one module into another in one statement: blocks, topics, questions and
 * solutions, the topics' checks with their items (issue 37), and the module's file links (files are shared by reference, never copied on disk). Each
 * copied row draws its id from its table's sequence first, so the copies of children can point at the
 * copies of their parents; the CTEs that draw are evaluated once (they call a volatile function), and
 * the foreign keys are checked at the end of the statement, when every row is in.
 */
export async function copyModuleGrid(
  tx: Db,
  input: { sourceId: number; targetId: number; now: Date },
): Promise<void> {
  const { sourceId, targetId } = input
  await tx.execute(sql`
    with new_blocks as (
      select b.id, nextval(pg_get_serial_sequence('blocks', 'id')) as new_id, b.name, b.description, b."order"
      from blocks b where b.module_id = ${sourceId}
    ), new_topics as (
      select t.id, nextval(pg_get_serial_sequence('topics', 'id')) as new_id, nb.new_id as block_id,
        t.title, t.description, t."order", t.topic_type_id
      from topics t join new_blocks nb on nb.id = t.block_id
    ), new_questions as (
      select q.id, nextval(pg_get_serial_sequence('questions', 'id')) as new_id, nt.new_id as topic_id,
        q.title, q.description, q."order", q.link, q.is_local_link, q.source_question, q.source_solution
      from questions q join new_topics nt on nt.id = q.topic_id
    ), copied_blocks as (
      insert into blocks (id, module_id, name, description, "order")
      select new_id, ${targetId}, name, description, "order" from new_blocks
    ), copied_topics as (
      insert into topics (id, block_id, title, description, "order", topic_type_id)
      select new_id, block_id, title, description, "order", topic_type_id from new_topics
    ), copied_questions as (
      insert into questions
        (id, topic_id, title, description, "order", link, is_local_link, source_question, source_solution, created_at)
      select new_id, topic_id, title, description, "order", link, is_local_link, source_question, source_solution,
        ${input.now.toISOString()}::timestamptz
      from new_questions
    ), copied_solutions as (
      insert into solutions (question_id, content, content_type_id)
      select nq.new_id, s.content, s.content_type_id from solutions s join new_questions nq on nq.id = s.question_id
    ), new_checks as (
      select c.id, nextval(pg_get_serial_sequence('topic_checks', 'id')) as new_id, nt.new_id as topic_id,
        c.pass_percent, c.opens, c.wait_hours, c.max_attempts, c.time_limit_minutes
      from topic_checks c join new_topics nt on nt.id = c.topic_id
    ), copied_checks as (
      insert into topic_checks
        (id, topic_id, pass_percent, opens, wait_hours, max_attempts, time_limit_minutes, created_at, updated_at)
      select new_id, topic_id, pass_percent, opens, wait_hours, max_attempts, time_limit_minutes,
        ${input.now.toISOString()}::timestamptz, ${input.now.toISOString()}::timestamptz
      from new_checks
    ), copied_check_items as (
      insert into check_items (check_id, position, ref, kind, prompt, picture, feedback, key)
      select nc.new_id, i.position, i.ref, i.kind, i.prompt, i.picture, i.feedback, i.key
      from check_items i join new_checks nc on nc.id = i.check_id
    )
    insert into module_files (module_id, file_id)
    select ${targetId}, file_id from module_files where module_id = ${sourceId}`)
}
