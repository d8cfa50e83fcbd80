import type { EventChart, TopicChart } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { activeMembersOf } from '../activations/activation-sql'
import { counted, visibleActivation } from './progress-sql'

// The chart data (docs/product/progress.md "Bubble chart"): questions in grid
// order - block (column), topic (row), question - each with the counted grades of the class's active
// students, by name as the database sorts it (the service sorts the German way). One statement each;
// undefined when the caller may not read the activation or the topic is not its module's (404).
//
// Grades stay numeric (5.0 reads as 5 in JSON): a float8 cast per grade costs more than its object.
// The ids asked for come in as values, not from `act`: only then does the planner use them in index
// lookups. `act` still gates every row (none when the caller may not read the activation).

/** One grade of a chart, for `json_agg` over ratings `ev` of members `u`. */
const gradeJson = sql`json_build_object(
  'user_id', u.id, 'user_firstname', u.firstname, 'user_lastname', u.lastname, 'grade', ev.grade)`

/**
 * The chart's questions as JSON, in grid order, each with its grades from the relation `grades`
 * (a question's `list`, null for none) that `gradesJoin` joins in; `where` picks the questions.
 */
const chartQuestionsJson = (where: SQL, gradesJoin: SQL) => sql`coalesce((
  select json_agg(json_build_object(
    'id', q.id, 'title', q.title, 'order', q."order", 'topic_id', t.id, 'topic_name', t.title,
    'column', b."order", 'row', t."order", 'evaluations', coalesce(grades.list, '[]'::json)
  ) order by b."order", t."order", q."order", q.id)
  from blocks b
  join topics t on t.block_id = b.id
  join questions q on q.topic_id = t.id
  ${gradesJoin}
  where b.module_id = act.module_id and ${where}), '[]'::json)`

/**
 * GET /charts/usersByEventAndTopic: one topic's questions with their grades. Per question, each
 * active member's grade is one lookup in the unique index (user, event, question): the event's other
 * ratings are not read.
 */
export async function readTopicChart(
  db: Db,
  input: { eventId: number; topicId: number; userId: number },
): Promise<TopicChart | undefined> {
  const gradesOfQuestion = sql`cross join lateral (
    select json_agg(${gradeJson} order by u.lastname, u.firstname, u.id) as list
    from group_users gu
    join evaluations ev on ev.user_id = gu.user_id and ev.event_id = ${input.eventId} and ev.question_id = q.id
    join users u on u.id = gu.user_id
    where gu.group_id = act.group_id and gu.active and ${counted('ev.grade')}) grades`
  const result = await db.execute(sql`
    with ${visibleActivation(input)}
    select json_build_object(
      'topic_id', act.topic_id, 'topic_name', act.topic_title,
      'questions', ${chartQuestionsJson(sql`t.id = ${input.topicId}`, gradesOfQuestion)}
    ) as chart
    from act`)
  return resultRows<{ chart: TopicChart }>(result)[0]?.chart
}

/**
 * GET /charts/usersByEvent: every question of the activation's grid with its grades, the module and
 * class names, and the number of active students (the bubbles are shares of them). The event's
 * ratings are read once (index evaluations (event)), each checked against the class (primary key of
 * group_users), and grouped per question.
 */
export async function readEventChart(
  db: Db,
  input: { eventId: number; userId: number },
): Promise<EventChart | undefined> {
  const result = await db.execute(sql`
    with ${visibleActivation(input)},
    event_grades as materialized (
      select ev.question_id, json_agg(${gradeJson} order by u.lastname, u.firstname, u.id) as list
      from act
      join evaluations ev on ev.event_id = ${input.eventId}
      join group_users gu on gu.group_id = act.group_id and gu.user_id = ev.user_id and gu.active
      join users u on u.id = ev.user_id
      where ${counted('ev.grade')}
      group by ev.question_id)
    select json_build_object(
      'event_id', act.event_id, 'module_id', m.id, 'module_name', m.name, 'group_name', g.name,
      'users_count', ${activeMembersOf('act.group_id')},
      'questions', ${chartQuestionsJson(sql`true`, sql`left join event_grades grades on grades.question_id = q.id`)}
    ) as chart
    from act
    join modules m on m.id = act.module_id
    join groups g on g.id = act.group_id`)
  return resultRows<{ chart: EventChart }>(result)[0]?.chart
}
