import { filePathPrefix } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'

/**
 * Which files a module uses, kept in `module_files` (who may read a file follows from it, and a file
 * nothing uses any more is deleted). Questions and solutions keep stored paths as text, so the set is
 * read from them: the cover, local links, source files and file solutions of the module's questions,
 * and the pictures of its checks' items.
 */

const idStart = filePathPrefix.length + 1

/**
 * Brings `module_files` in line with what the module's content and cover use now (two statements,
 * whatever the module's size). Returns the ids of files that lost their last reference anywhere; their
 * rows are deleted, and the caller removes them from disk once the transaction has committed.
 */
export async function syncModuleFiles(tx: Db, moduleId: number): Promise<string[]> {
  const dropped = await tx.execute(sql`
    with module_questions as (
      select q.link, q.is_local_link, q.source_question, q.source_solution, q.id
      from questions q
      join topics t on t.id = q.topic_id
      join blocks b on b.id = t.block_id
      where b.module_id = ${moduleId}
    ),
    used_paths as (
      select m.cover_file_id as file_id from modules m where m.id = ${moduleId}
      union select substr(link, ${idStart}) from module_questions where is_local_link
      union select substr(source_question, ${idStart}) from module_questions
      union select substr(source_solution, ${idStart}) from module_questions
      union select substr(s.content, ${idStart})
        from solutions s join module_questions q on q.id = s.question_id
        where s.content_type_id = 2
      union select substr(i.picture, ${idStart})
        from check_items i
        join topic_checks c on c.id = i.check_id
        join topics t on t.id = c.topic_id
        join blocks b on b.id = t.block_id
        where b.module_id = ${moduleId} and i.picture is not null
    ),
    used as (
      select f.id from files f join used_paths u on u.file_id = f.id
    ),
    added as (
      insert into module_files (module_id, file_id)
      select ${moduleId}, id from used
      on conflict do nothing
    )
    delete from module_files mf
    where mf.module_id = ${moduleId} and mf.file_id not in (select id from used)
    returning mf.file_id
  `)
  return deleteUnusedFiles(
    tx,
    resultRows<{ file_id: string }>(dropped).map((row) => row.file_id),
  )
}

/** Deletes the rows of those files that no module uses any more and no trash item keeps; returns their ids. */
export async function deleteUnusedFiles(tx: Db, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return []
  const deleted = await tx.execute(sql`
    delete from files f
    where f.id in (${sql.join(
      fileIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and not exists (select 1 from module_files mf where mf.file_id = f.id)
      and not exists (select 1 from trash_item_files tf where tf.file_id = f.id)
    returning f.id
  `)
  return resultRows<{ id: string }>(deleted).map((row) => row.id)
}

/** The file ids a module uses (before it is removed: its rows go with it). */
export async function moduleFileIds(tx: Db, moduleId: number): Promise<string[]> {
  const result = await tx.execute(sql`select file_id from module_files where module_id = ${moduleId}`)
  return resultRows<{ file_id: string }>(result).map((row) => row.file_id)
}
