import type { Solution } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
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

/**
 * Writes the student's rating of a question in an event: one row per student, event and question
 * (the unique index decides, so two taps at the same moment leave one rating). A new rating replaces
 * the grade, the goal in force and the time spent; a rating sent without a time keeps the earlier one.
 */
export async function upsertRating(
  db: Db,
  input: {
    eventId: number
    userId: number
    questionId: number
    grade: number
    goal: number
    secondsSpent: number | undefined
    now: Date
  },
  signal: LiveSignal,
): Promise<void> {
  const now = input.now.toISOString()
  await db.execute(
    announcing(
      sql`
    insert into evaluations (event_id, user_id, question_id, grade, goal, seconds_spent, created_at, updated_at)
    values (${input.eventId}, ${input.userId}, ${input.questionId}, ${input.grade}, ${input.goal},
            ${input.secondsSpent ?? null}, ${now}::timestamptz, ${now}::timestamptz)
    on conflict (user_id, event_id, question_id) do update set
      grade = excluded.grade, goal = excluded.goal,
      seconds_spent = coalesce(excluded.seconds_spent, evaluations.seconds_spent),
      updated_at = excluded.updated_at
    returning id`,
      signal,
    ),
  )
}

export async function insertStudentFeedback(
  db: Db,
  input: { eventId: number; userId: number; questionId: number; typeId: number; content: string; now: Date },
  signal: LiveSignal,
): Promise<number> {
  const now = input.now.toISOString()
  const result = await db.execute(
    announcing(
      sql`
    insert into student_feedbacks (user_id, question_id, event_id, feedback_type_id, content, solved, created_at, updated_at)
    values (${input.userId}, ${input.questionId}, ${input.eventId}, ${input.typeId}, ${input.content}, false,
            ${now}::timestamptz, ${now}::timestamptz)
    returning id`,
      signal,
    ),
  )
  return resultRows<{ id: number }>(result)[0]!.id
}
