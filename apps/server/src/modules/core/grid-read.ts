import type { Question, Topic } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'

// The grid as the API answers it (contracts/grid.ts). Blocks and topics are few and come as JSON
// from the database; questions are the bulk and are read as plain rows and put in place here:
// building their JSON took the database about twice as long (bench/modules.bench.ts).

/** A topic without its questions. */
export type TopicWithoutQuestions = Omit<Topic, 'questions' | 'questions_count'>

/**
 * Topic rows `t` as JSON objects with their type, for `json_agg(...)` over
 * `topics t join topic_types tt on tt.id = t.topic_type_id`.
 */
export const topicFieldsJson = sql`json_build_object(
  'id', t.id, 'title', t.title, 'description', t.description, 'order', t."order",
  'block_id', t.block_id, 'topic_type_id', t.topic_type_id,
  'topic_type', json_build_object('id', tt.id, 'name', tt.name, 'title', tt.title, 'icon', tt.icon))`

interface QuestionRow extends Omit<Question, 'solution' | 'has_solution'> {
  topic_id: number
  content: string | null
  content_type_id: number | null
}

/**
 * The questions (with their solutions) of a whole module or of one topic, by topic, in order. Plain
 * SQL with the contract's names and the time already as text: mapping 500 rows through the query
 * builder cost a third more (bench/modules.bench.ts).
 */
export async function questionsByTopic(
  db: Db,
  of: { moduleId: number } | { topicId: number },
): Promise<Map<number, Question[]>> {
  const where = 'moduleId' in of ? sql`b.module_id = ${of.moduleId}` : sql`q.topic_id = ${of.topicId}`
  const result = await db.execute(sql`
    select q.topic_id, q.id, q.title, q.description, q.link, q.is_local_link,
      q.source_question, q.source_solution, q."order",
      to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      s.id as solution_id, s.content, s.content_type_id
    from questions q
    join topics t on t.id = q.topic_id
    join blocks b on b.id = t.block_id
    left join solutions s on s.question_id = q.id
    where ${where}
    order by q.topic_id, q."order", q.id`)
  const byTopic = new Map<number, Question[]>()
  for (const row of resultRows<QuestionRow>(result)) {
    // One literal of one shape per row: the cheapest object for V8 to build, hundreds of times.
    const question: Question = {
      id: row.id,
      title: row.title,
      description: row.description,
      link: row.link,
      is_local_link: row.is_local_link,
      has_solution: row.solution_id !== null,
      source_question: row.source_question,
      source_solution: row.source_solution,
      solution:
        row.solution_id === null
          ? null
          : { id: row.solution_id, content: row.content!, content_type_id: row.content_type_id! },
      solution_id: row.solution_id,
      order: row.order,
      created_at: row.created_at,
    }
    const list = byTopic.get(row.topic_id)
    if (list) list.push(question)
    else byTopic.set(row.topic_id, [question])
  }
  return byTopic
}

export function withQuestions(topic: TopicWithoutQuestions, byTopic: Map<number, Question[]>): Topic {
  const list = byTopic.get(topic.id) ?? []
  return { ...topic, questions_count: list.length, questions: list }
}
