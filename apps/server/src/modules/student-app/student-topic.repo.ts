import type { StudentTopic } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isoTimestamp } from '../../lib/iso-timestamp'
import { singleValue } from '../../lib/single-value'
import { isRatable, type StudentEvent } from './student-event.repo'
import { asStudentFilePath, studentSolutionContent } from './student-files.repo'

/**
 * A topic as the student works on it, in one statement: its questions in order, the student's rating
 * of each in this event and, for a rated question only, the teacher's solution (rating first, then
 * comparing, as the grid method asks). Uploaded files are named by the student API's paths.
 */
export async function readStudentTopic(
  db: Db,
  userId: number,
  event: StudentEvent,
  topicId: number,
): Promise<StudentTopic> {
  const result = await db.execute(sql`
    with question_row as (
      select q.id, q.title, q.description, q."order",
             case when q.is_local_link then null else q.link end as link,
             case when q.is_local_link then ${asStudentFilePath(sql`q.link`)} end as file,
             ev.grade::float8 as grade, ev.goal::float8 as goal,
             ${isoTimestamp('ev.updated_at')} as updated_at,
             s.id as solution_id, ${studentSolutionContent(sql`s.content`, sql`s.content_type_id`)} as content,
             s.content_type_id
      from questions q
      left join evaluations ev on ev.question_id = q.id and ev.event_id = ${event.id} and ev.user_id = ${userId}
      left join solutions s on s.question_id = q.id
      where q.topic_id = ${topicId}
    )
    select json_build_object(
      'event_id', e.id,
      'event_type_id', e.event_type_id,
      'topic', json_build_object('id', t.id, 'title', t.title, 'description', t.description,
                                 'topic_type_id', t.topic_type_id),
      'module_name', m.name,
      'subject', json_build_object('id', su.id, 'title', su.title, 'token', su.token),
      'ratable', ${isRatable(event)}::boolean,
      'goal', ${event.goal}::float8,
      'questions', coalesce((select json_agg(json_build_object(
          'id', r.id, 'title', r.title, 'description', r.description, 'order', r."order", 'link', r.link, 'file', r.file,
          'rating', case when r.grade is null then null
                         else json_build_object('grade', r.grade, 'goal', r.goal, 'updated_at', r.updated_at) end,
          'has_solution', r.solution_id is not null,
          'solutions', case when r.grade is null or r.solution_id is null then '[]'::json
                            else json_build_array(json_build_object(
                              'id', r.solution_id, 'content', r.content, 'content_type_id', r.content_type_id)) end
        ) order by r."order", r.id) from question_row r), '[]'::json)
    ) as topic
    from events e
    join topics t on t.id = ${topicId}
    join modules m on m.id = ${event.moduleId}
    join subjects su on su.id = e.subject_id
    where e.id = ${event.id}
  `)
  return singleValue<StudentTopic>(result)
}
