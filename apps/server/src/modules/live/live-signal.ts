import { type LiveKind, liveKinds } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/**
 * What changed, for whom (issue 15 "Live"); the kinds are listed once, in packages/shared/src/live-kinds.ts. A signal carries no data, only what a teacher's screens
 * should fetch again, so it can travel through PostgreSQL's NOTIFY (8,000 bytes at most) and never
 * leaks what a screen would not show anyway: the browser asks the API again, with its own rights.
 * - progress: a student rated in an event of the teacher (progress screens, Active tab, activity feed,
 *   statistics, homework done counts); also sent to that student, whose other devices show it;
 * - feedback: a student left feedback the teacher sees;
 * - groups: a student joined or left one of the teacher's classes (or was removed from it);
 * - planned: a student assessed themselves on one of the teacher's exams;
 * - help: a student asked for help in an activation of the teacher (issue 19: feed, progress tiles);
 * - resync: the server may have missed signals (its database connection was back after a loss).
 * For students (issue 32 item 2, decision 026), sent to the students concerned only:
 * - released / withdrawn: the teacher released or withdrew their ratings of an activation;
 * - handled: the student's help request was handled;
 * - homework: a homework or exam of the student's class was set, changed or removed;
 * - modules: an activation of the student's class was finished or reactivated;
 * - nextStep: the teacher pinned (or unpinned) the student's next step;
 * - classes: the student joined or left a class, was removed from one, or their membership was
 *   switched active or inactive.
 */

export interface LiveSignal {
  kind: LiveKind
  /** The teachers whose screens show it. */
  teachers: number[]
  /** The students whose screens show it (the student app's stream); none for most teacher signals. */
  students?: number[]
  /** The event (activation, homework or exam) it happened in. */
  event?: number
}

/** The one channel of the whole server, shared by every instance on the same database. */
export const liveChannel = 'lernraster_live'

/** The signal as the channel carries it, each id once. */
export const payloadOf = (signal: LiveSignal) =>
  JSON.stringify({
    ...signal,
    teachers: [...new Set(signal.teachers)],
    ...(signal.students ? { students: [...new Set(signal.students)] } : {}),
  })

/**
 * A write and its announcement in one statement: the signal goes out once per row written, with the
 * write's commit, and not at all when nothing was written (a join that was no join). `write` must end
 * with a returning clause; its rows are the answer.
 */
export function announcing(write: SQL, signal: LiveSignal): SQL {
  return sql`with written as (${write})
    select written.*, pg_notify(${liveChannel}, ${payloadOf(signal)}) as announced from written`
}

/**
 * Announces a change through the database. Sent inside a transaction, PostgreSQL delivers it at
 * commit and drops it at rollback: a screen is never told of a change that did not happen.
 */
export async function announce(db: Db, signal: LiveSignal): Promise<void> {
  if (signal.teachers.length === 0 && (signal.students ?? []).length === 0) return
  await db.execute(sql`select pg_notify(${liveChannel}, ${payloadOf(signal)})`)
}

/** A payload read back from the channel; anything else on it is ignored. */
export function parseSignal(payload: string): LiveSignal | undefined {
  try {
    const value = JSON.parse(payload) as Partial<LiveSignal>
    if (!liveKinds.includes(value.kind as LiveKind)) return undefined
    if (!Array.isArray(value.teachers) || !value.teachers.every(Number.isInteger)) return undefined
    if (value.event !== undefined && !Number.isInteger(value.event)) return undefined
    const students = value.students ?? []
    if (!Array.isArray(students) || !students.every(Number.isInteger)) return undefined
    return { kind: value.kind as LiveKind, teachers: value.teachers, students, event: value.event }
  } catch {
    return undefined
  }
}
