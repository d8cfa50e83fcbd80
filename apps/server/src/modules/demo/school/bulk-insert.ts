import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'

export const dayMs = 24 * 60 * 60 * 1000
/** Keeps each INSERT well below PostgreSQL's 65,535 parameters. */
const chunkSize = 1000

/** Many rows in a few statements: one per thousand rows, however many there are. */
export async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += chunkSize)
    await insert(rows.slice(start, start + chunkSize))
}

/** A rating as the JSON of `insertRatings` names its fields. */
export interface RatingRow {
  event_id: number
  user_id: number
  question_id: number
  grade: number
  goal: number
  at: Date
  /** Seconds spent on the question; absent when not recorded (the homework of the school plan). */
  seconds_spent?: number
}

/**
 * Students' ratings, all in one statement with one parameter (the rows as JSON): thousands of rows
 * cost the database one parse instead of seven parameters each (half the time of a multi-row
 * VALUES on PGlite), and the reset stays fast.
 */
export async function insertRatings(db: Db, rows: readonly RatingRow[]): Promise<void> {
  if (rows.length === 0) return
  await db.execute(sql`
    insert into evaluations (event_id, user_id, question_id, grade, goal, seconds_spent, rated_at, created_at, updated_at)
    select event_id, user_id, question_id, grade, goal, seconds_spent, at, at, at
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(event_id int, user_id int, question_id int, grade numeric, goal numeric, seconds_spent int,
        at timestamptz)`)
}
