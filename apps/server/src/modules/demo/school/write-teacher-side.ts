import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { helpRequests, nextStepPins } from '../../../db/schema'
import type { DemoTeacherPlan } from './demo-teacher-plan'

/** How the running modules' writer names the rows the teacher's side refers to. */
export interface TeacherSideTargets {
  teacherId: number
  eventOf(activationIndex: number): number
  studentOf(activationIndex: number, studentIndex: number): number
  topicOf(activationIndex: number, topicIndex: number): number
  questionOf(activationIndex: number, topicIndex: number, questionIndex: number): number
  minutesAgo(minutes: number): Date
}

/** A teacher's rating as the JSON of `insertTeacherRatings` names its fields. */
export interface TeacherRatingRow {
  event_id: number
  user_id: number
  question_id: number
  grade: number
  at: Date
}

/**
 * The teacher's ratings with their first change (no value before), in one statement whatever their
 * number: as the teacher's rating writes them, so the history of each begins with it.
 */
export async function insertTeacherRatings(
  db: Db,
  teacherId: number,
  rows: readonly TeacherRatingRow[],
): Promise<void> {
  if (rows.length === 0) return
  await db.execute(sql`
    with written as (
      insert into teacher_ratings (event_id, user_id, question_id, grade, rated_by, created_at, updated_at)
      select event_id, user_id, question_id, grade, ${teacherId}, at, at
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as r(event_id int, user_id int, question_id int, grade numeric, at timestamptz)
      returning id, grade, rated_by, created_at)
    insert into teacher_rating_changes (rating_id, grade_before, grade, rated_by, created_at)
    select id, null, grade, rated_by, created_at from written`)
}

/**
 * The teacher's side of the running modules (issue 19): the ratings with their first change, the open
 * help requests and the pinned next step. Released to the students they are not: that is the
 * teacher's choice (teacher_ratings_released stays false).
 */
export async function writeTeacherSide(db: Db, plan: DemoTeacherPlan, to: TeacherSideTargets): Promise<void> {
  await insertTeacherRatings(
    db,
    to.teacherId,
    plan.ratings.map((rating) => ({
      event_id: to.eventOf(rating.activationIndex),
      user_id: to.studentOf(rating.activationIndex, rating.studentIndex),
      question_id: to.questionOf(rating.activationIndex, rating.topicIndex, rating.questionIndex),
      grade: rating.grade,
      at: to.minutesAgo(rating.minutesAgo),
    })),
  )
  await db.insert(helpRequests).values(
    plan.helpRequests.map((request) => ({
      eventId: to.eventOf(request.activationIndex),
      userId: to.studentOf(request.activationIndex, request.studentIndex),
      topicId: to.topicOf(request.activationIndex, request.topicIndex),
      text: request.text,
      createdAt: to.minutesAgo(request.minutesAgo),
    })),
  )
  const { pin } = plan
  await db.insert(nextStepPins).values({
    eventId: to.eventOf(pin.activationIndex),
    userId: to.studentOf(pin.activationIndex, pin.studentIndex),
    topicId: to.topicOf(pin.activationIndex, pin.topicIndex),
    pinnedBy: to.teacherId,
    createdAt: to.minutesAgo(pin.minutesAgo),
  })
}
