import type { EventTeacherRatings, OwnTeacherRatings } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { announceToStudents, membersOfEventGroup } from '../live/student-signal'
import { readEventTeacherRatings, readOwnTeacherRatings, writeTeacherRatingsReleased } from './release.repo'

// The teacher ratings of an activation and their release to its students (issue 19). Whoever may not
// read the activation - another teacher, a student of another class - is told it does not exist.

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new AppError('notFound')
  return value
}

export async function listEventTeacherRatings(
  ctx: AppContext,
  userId: number,
  eventId: number,
): Promise<EventTeacherRatings> {
  return found(await readEventTeacherRatings(ctx.db, { eventId, userId }))
}

/**
 * The students of the activation see the teacher's ratings beside their own, or no longer; their open
 * screens are told when the flag changed (decision 026), not when it was set again as it was.
 */
export async function releaseTeacherRatings(
  ctx: AppContext,
  userId: number,
  body: { event_id: number; released: boolean },
): Promise<{ released: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const { released, changed } = found(
      await writeTeacherRatingsReleased(tx, {
        eventId: body.event_id,
        userId,
        released: body.released,
        now: ctx.clock.now(),
      }),
    )
    if (changed) {
      const kind = released ? 'released' : 'withdrawn'
      await announceToStudents(tx, { kind, event: body.event_id }, membersOfEventGroup(body.event_id))
    }
    return { released }
  })
}

/** The student's own teacher ratings in an activation of their class; none until released. */
export async function listOwnTeacherRatings(
  ctx: AppContext,
  studentId: number,
  eventId: number,
): Promise<OwnTeacherRatings> {
  return found(await readOwnTeacherRatings(ctx.db, { eventId, userId: studentId }))
}
