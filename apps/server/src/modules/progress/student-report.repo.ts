import { EventType, type StudentProgressReport, schoolTimeZone } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { careful, counted, literal, percentOf, readableBy } from './progress-sql'

/**
 * GET /modules/getStudentProgressReport (docs/product/progress.md "PDF report": the PDF's three
 * figures), in one statement. The activations taken are those of the module the caller may read
 * (its class's teacher or the module's owner) whose class has the student as a member - active or
 * not: a report of a student who has left stays possible -, or only `eventId` when given. Undefined
 * when there is none (404).
 *
 * Over the student's counted ratings (grades 1 to 6; a 0 counts nowhere) in those events on the
 * module's questions:
 * - progress_percentage ('BEARBEITETE AUFTRÄGE') = distinct questions rated / questions of the
 *   module, rounded, at most 100 (a question rated in two activations counts once);
 * - days_worked_count ('ARBEITSTAGE') = distinct calendar days of the ratings' creation in the
 *   school's time zone (a rating at 00:30 in Zürich is that day, not the UTC day before);
 * - carefully_evaluated_percentage ('ZUVERLÄSSIGKEIT', the spec's 'RELIABILITY') = timed ratings
 *   with more than 5 s / timed ratings, rounded; 0 when none is timed (untimed ratings were written before the time was kept).
 */
export async function readStudentReport(
  db: Db,
  input: { moduleId: number; studentId: number; eventId?: number; userId: number },
): Promise<StudentProgressReport | undefined> {
  const oneEvent = input.eventId === undefined ? sql`` : sql`and a.event_id = ${input.eventId}`
  const result = await db.execute(sql`
    with acts as materialized (
      select a.event_id
      from active_modules a
      join events e on e.id = a.event_id and e.event_type_id = ${literal(EventType.module)}
      join modules m on m.id = a.module_id
      join group_users gu on gu.group_id = a.group_id and gu.user_id = ${input.studentId}
      where a.module_id = ${input.moduleId} and ${readableBy(input.userId)} ${oneEvent}),
    totals as (
      select count(distinct ev.question_id)::int as questions_rated,
        count(*)::int as evaluations,
        -- The day a rating was given (decision 028), not the day it arrived: a device offline
        -- overnight must not add a day the student did not work.
        count(distinct (ev.rated_at at time zone ${schoolTimeZone})::date)::int as days,
        count(ev.seconds_spent)::int as timed,
        count(*) filter (where ${careful('ev.seconds_spent')})::int as careful
      from acts
      join evaluations ev on ev.event_id = acts.event_id and ev.user_id = ${input.studentId}
      join questions q on q.id = ev.question_id
      join topics t on t.id = q.topic_id
      join blocks b on b.id = t.block_id and b.module_id = ${input.moduleId}
      where ${counted('ev.grade')}),
    grid_size as (
      select count(*)::int as questions
      from blocks b join topics t on t.block_id = b.id join questions q on q.topic_id = t.id
      where b.module_id = ${input.moduleId})
    select json_build_object(
      'progress_percentage', ${percentOf('totals.questions_rated', 'grid_size.questions')},
      'days_worked_count', totals.days,
      'carefully_evaluated_percentage', ${percentOf('totals.careful', 'totals.timed')},
      'evaluations_count', totals.evaluations,
      'questions_count', grid_size.questions
    ) as report
    from totals, grid_size
    where exists (select 1 from acts)`)
  return resultRows<{ report: StudentProgressReport }>(result)[0]?.report
}
