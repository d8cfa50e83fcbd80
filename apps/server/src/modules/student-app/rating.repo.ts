import type { Solution } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { announcing, type LiveSignal } from '../live/live-signal'
import type { StudentEvent } from './student-event.repo'
import { studentSolutionContent } from './student-files.repo'

/** The question if it is one the event asks (its module's grid, or the homework's topic). */
export async function findQuestionOfEvent(
  db: Db,
  event: StudentEvent,
  questionId: number,
): Promise<{ id: number; topicId: number; solutions: Solution[] } | undefined> {
  const inEvent =
    event.topicId !== null ? sql`q.topic_id = ${event.topicId}` : sql`b.module_id = ${event.moduleId}`
  const result = await db.execute(sql`
    select q.id, q.topic_id,
           coalesce((select json_agg(json_build_object('id', s.id,
                       'content', ${studentSolutionContent(sql`s.content`, sql`s.content_type_id`)},
                       'content_type_id', s.content_type_id)) from solutions s where s.question_id = q.id),
                    '[]'::json) as solutions
    from questions q
    join topics t on t.id = q.topic_id
    join blocks b on b.id = t.block_id
    where q.id = ${questionId} and ${inEvent}
  `)
  const [row] = resultRows<{ id: number; topic_id: number; solutions: Solution[] }>(result)
  return row && { id: row.id, topicId: row.topic_id, solutions: row.solutions }
}

/** The rating of a question that stands, as the student app is told it. */
export interface StandingRating {
  grade: number
  goal: number
  ratedAt: Date
  clientId: string | null
}

interface StandingRow {
  grade: number | string
  goal: number | string
  rated_at: Date | string
  client_id: string | null
}

const standingOf = (row: StandingRow): StandingRating => ({
  grade: Number(row.grade),
  goal: Number(row.goal),
  ratedAt: new Date(row.rated_at),
  clientId: row.client_id,
})

export interface RatingWrite {
  eventId: number
  userId: number
  questionId: number
  grade: number
  goal: number
  secondsSpent: number | undefined
  ratedAt: Date
  clientId: string | undefined
  now: Date
}

/** The statement of `upsertRating`, for the benchmarks that send or wrap it themselves. */
export function ratingUpsert(input: RatingWrite): SQL {
  const now = input.now.toISOString()
  return sql`
    insert into evaluations as e (event_id, user_id, question_id, grade, goal, seconds_spent, rated_at, client_id,
                                  created_at, updated_at)
    values (${input.eventId}, ${input.userId}, ${input.questionId}, ${input.grade}, ${input.goal},
            ${input.secondsSpent ?? null}, ${input.ratedAt.toISOString()}::timestamptz, ${input.clientId ?? null}::uuid,
            ${now}::timestamptz, ${now}::timestamptz)
    on conflict (user_id, event_id, question_id) do update set
      grade = excluded.grade, goal = excluded.goal,
      seconds_spent = coalesce(excluded.seconds_spent, e.seconds_spent),
      rated_at = excluded.rated_at, client_id = excluded.client_id,
      updated_at = excluded.updated_at
    where excluded.rated_at > e.rated_at
       or (excluded.rated_at = e.rated_at
           and (excluded.client_id is null or e.client_id is null or excluded.client_id > e.client_id))
    returning e.grade, e.goal, e.rated_at, e.client_id`
}

/**
 * Writes the student's rating of a question in an event, unless a later one stands (issue 32 item 4,
 * decision 028): one row per student, event and question, and of two ratings the one given later
 * (`ratedAt`, the device's time) stands, whatever arrives first. Equal times: a rating without a
 * device id (sent online) replaces, as before; two device ids are ordered by the id, so both orders
 * of arrival leave the same row; the same id again is no write. One statement: the unique index and
 * the condition decide together under the row's lock, so two replays at the same moment never leave
 * the earlier rating. A rating sent without a time spent keeps the earlier one.
 *
 * Answers the rating when this call wrote it; the caller announces it then (live kind 'progress',
 * with the next batch of signals: decision 050).
 */
export async function upsertRating(db: Db, input: RatingWrite): Promise<StandingRating | undefined> {
  const result = await db.execute(ratingUpsert(input))
  const [row] = resultRows<StandingRow>(result)
  return row && standingOf(row)
}

/** The student's rating of the question in the event as it stands now, if any. */
export async function readStandingRating(
  db: Db,
  input: { eventId: number; userId: number; questionId: number },
): Promise<StandingRating | undefined> {
  const result = await db.execute(sql`
    select grade, goal, rated_at, client_id from evaluations
    where user_id = ${input.userId} and event_id = ${input.eventId} and question_id = ${input.questionId}`)
  const [row] = resultRows<StandingRow>(result)
  return row && standingOf(row)
}

/**
 * Stores a student's feedback; undefined (nothing written, nothing announced) when feedback with the
 * same device id is stored already - the unique index (user_id, client_id) decides, also for two at
 * the same moment.
 */
export async function insertStudentFeedback(
  db: Db,
  input: {
    eventId: number
    userId: number
    questionId: number
    typeId: number
    content: string
    clientId: string | undefined
    now: Date
  },
  signal: LiveSignal,
): Promise<number | undefined> {
  const now = input.now.toISOString()
  const result = await db.execute(
    announcing(
      sql`
    insert into student_feedbacks (user_id, question_id, event_id, feedback_type_id, content, solved, client_id,
                                   created_at, updated_at)
    values (${input.userId}, ${input.questionId}, ${input.eventId}, ${input.typeId}, ${input.content}, false,
            ${input.clientId ?? null}::uuid, ${now}::timestamptz, ${now}::timestamptz)
    on conflict (user_id, client_id) where client_id is not null do nothing
    returning id`,
      signal,
    ),
  )
  return resultRows<{ id: number }>(result)[0]?.id
}

/** The id of the student's feedback their device sent with `clientId`, if it is stored. */
export async function findFeedbackByClientId(
  db: Db,
  userId: number,
  clientId: string,
): Promise<number | undefined> {
  const result = await db.execute(
    sql`select id from student_feedbacks where user_id = ${userId} and client_id = ${clientId}::uuid`,
  )
  return resultRows<{ id: number }>(result)[0]?.id
}
