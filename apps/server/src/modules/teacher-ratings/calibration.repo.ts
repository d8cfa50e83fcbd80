import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { checkResultRows } from '../core/check-results-sql'
import { activeMembers, counted, visibleActivation } from '../progress/progress-sql'

// What the calibration view is computed from (issue 19), read in one statement whatever the class or
// grid size: the grid's topics with their questions, the active students, and both sides' counted
// grades. The numbers themselves are the shared rules' (calibration.service.ts).

export interface CalibrationGridTopic {
  id: number
  title: string
  /** The block's column and the topic's row, both 1-based as the grid stores them. */
  column: number
  row: number
  /** In the grid's order; empty for a topic without questions. */
  question_ids: number[]
}

export interface CalibrationInput {
  topics: CalibrationGridTopic[]
  /** The active members, by last name, first name and id (the German order is the service's). */
  students: { id: number; firstname: string; lastname: string; goal: number }[]
  /** [student, question, grade]: the students' own counted grades in the event. */
  student_grades: [number, number, number][]
  /** [student, question, grade]: the teacher's counted grades of the active members. */
  teacher_grades: [number, number, number][]
  /** Issue 37: the grid's topics that have a check. */
  check_topic_ids: number[]
  /** [student, topic, attested]: each active member's result in a check (core/check-results-sql.ts). */
  check_results: [number, number, boolean][]
}

/** Undefined when the caller may not read the activation (progress-sql.ts `readableBy`: 404). */
export async function readCalibrationInput(
  db: Db,
  input: { eventId: number; userId: number },
): Promise<CalibrationInput | undefined> {
  const result = await db.execute(sql`
    with ${visibleActivation(input)},
    ${activeMembers},
    grid as materialized (
      select t.id, t.title, b."order" as "column", t."order" as "row",
        coalesce(array_agg(q.id order by q."order", q.id) filter (where q.id is not null), '{}') as question_ids
      from act
      join blocks b on b.module_id = act.module_id
      join topics t on t.block_id = b.id
      left join questions q on q.topic_id = t.id
      group by t.id, b."order"),
    -- Through the base tables and their unique indexes (user, event, question), as grid-progress.repo.ts
    -- reads the ratings: linear in the ratings, whatever the planner knows of the tables.
    own as materialized (
      select ev.user_id, ev.question_id, ev.grade::float8 as grade
      from act
      join group_users gu on gu.group_id = act.group_id and gu.active
      join evaluations ev on ev.user_id = gu.user_id and ev.event_id = act.event_id
      where ${counted('ev.grade')}),
    teachers as materialized (
      select r.user_id, r.question_id, r.grade::float8 as grade
      from act
      join group_users gu on gu.group_id = act.group_id and gu.active
      join teacher_ratings r on r.event_id = act.event_id and r.user_id = gu.user_id
      where ${counted('r.grade')}),
    check_results as materialized (
      select cr.user_id, cr.topic_id, coalesce((cr.result -> 'attestation' ->> 'attested')::boolean, false) as attested
      from (${checkResultRows(input.eventId)}) cr
      join members mb on mb.id = cr.user_id)
    select json_build_object(
      'topics', coalesce((
        select json_agg(json_build_object('id', g.id, 'title', g.title, 'column', g."column", 'row', g."row",
          'question_ids', g.question_ids) order by g."column", g."row", g.id)
        from grid g), '[]'::json),
      'students', coalesce((
        select json_agg(json_build_object('id', mb.id, 'firstname', mb.firstname, 'lastname', mb.lastname,
            'goal', mb.goal::float8)
          order by mb.lastname, mb.firstname, mb.id)
        from members mb), '[]'::json),
      'student_grades', coalesce((
        select json_agg(json_build_array(o.user_id, o.question_id, o.grade)) from own o), '[]'::json),
      'teacher_grades', coalesce((
        select json_agg(json_build_array(tr.user_id, tr.question_id, tr.grade)) from teachers tr), '[]'::json),
      'check_topic_ids', coalesce((
        select json_agg(c.topic_id) from grid g join topic_checks c on c.topic_id = g.id), '[]'::json),
      'check_results', coalesce((
        select json_agg(json_build_array(cr.user_id, cr.topic_id, cr.attested)) from check_results cr), '[]'::json)
    ) as input
    from act`)
  return resultRows<{ input: CalibrationInput }>(result)[0]?.input
}
