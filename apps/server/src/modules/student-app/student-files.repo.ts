import { EventType, filePathPrefix, SolutionType, studentFilePathPrefix } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { storedPath } from '../core/file-store'

/** A stored path (/api/teacher/v1/files/<id>) as the student app reads it (/api/student/v1/files/<id>). */
export const asStudentFilePath = (storedPathSql: SQL) =>
  sql`replace(${storedPathSql}, ${filePathPrefix}, ${studentFilePathPrefix})`

/** A solution as the student gets it: a file solution's path is the student API's. */
export const studentSolutionContent = (content: SQL, contentTypeId: SQL) =>
  sql`case when ${contentTypeId} = ${SolutionType.file} then ${asStudentFilePath(content)} else ${content} end`

export interface StudentFile {
  id: string
  contentType: string
  originalName: string
}

/**
 * A file the student may open, in one statement, starting from the modules that use it
 * (`module_files`, indexed by file):
 * - a question's own file (a link to an upload) in a module their class works on: an activation of
 *   the module, or homework or an exam on the question's topic;
 * - a solution file of a question they have rated, as the topic page shows solutions only then;
 * - a picture of a check's item (issue 37) in a module their class works on, or on their homework's topic.
 * Only while they are a member of the class (active or not, like the topic page); the teacher's
 * source files are never the student's.
 */
export async function findStudentFile(
  db: Db,
  userId: number,
  fileId: string,
): Promise<StudentFile | undefined> {
  const path = storedPath(fileId)
  const result = await db.execute(sql`
    with used_in as (
      select q.id as question_id, q.topic_id, b.module_id,
             (q.is_local_link and q.link = ${path}) as is_question_file,
             exists (select 1 from solutions s where s.question_id = q.id
                     and s.content_type_id = ${SolutionType.file} and s.content = ${path}) as is_solution_file
      from module_files mf
      join blocks b on b.module_id = mf.module_id
      join topics t on t.block_id = b.id
      join questions q on q.topic_id = t.id
      where mf.file_id = ${fileId}
    ),
    check_picture_in as (
      select t.id as topic_id, b.module_id
      from module_files mf
      join blocks b on b.module_id = mf.module_id
      join topics t on t.block_id = b.id
      join topic_checks c on c.topic_id = t.id
      where mf.file_id = ${fileId}
        and exists (select 1 from check_items i where i.check_id = c.id and i.picture = ${path})
    )
    select f.id, f.content_type, f.original_name
    from files f
    where f.id = ${fileId} and (
      exists (
        select 1 from used_in u
        join events e on e.topic_id = u.topic_id
          and e.event_type_id in (${EventType.homework}, ${EventType.exam})
        join group_users gu on gu.group_id = e.group_id and gu.user_id = ${userId}
        where u.is_question_file)
      or exists (
        select 1 from used_in u
        join active_modules am on am.module_id = u.module_id
        join events e on e.id = am.event_id
        join group_users gu on gu.group_id = e.group_id and gu.user_id = ${userId}
        where u.is_question_file)
      or exists (
        select 1 from used_in u
        join evaluations ev on ev.question_id = u.question_id and ev.user_id = ${userId}
        join events e on e.id = ev.event_id
        join group_users gu on gu.group_id = e.group_id and gu.user_id = ${userId}
        where u.is_solution_file)
      or exists (
        select 1 from check_picture_in u
        join events e on e.topic_id = u.topic_id and e.event_type_id = ${EventType.homework}
        join group_users gu on gu.group_id = e.group_id and gu.user_id = ${userId})
      or exists (
        select 1 from check_picture_in u
        join active_modules am on am.module_id = u.module_id
        join events e on e.id = am.event_id
        join group_users gu on gu.group_id = e.group_id and gu.user_id = ${userId})
    )
  `)
  const [row] = resultRows<{ id: string; content_type: string; original_name: string }>(result)
  return row && { id: row.id, contentType: row.content_type, originalName: row.original_name }
}
