import type { CheckOverrideBody, CheckOverrideRemoveBody, CheckResult } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { announce } from '../live/live-signal'
import { deleteOverride, findOverrideTarget, readCheckResult, writeOverride } from './check-results.repo'

// The teacher overrides what a topic's check attests for a student (issue 37 item 3, decision 053):
// attested or not, with a note, over whatever the attempts say; or takes the decision back. Only the
// run's teacher; anyone else, a topic without a check or a student outside the class: 404. The
// teacher's other screens and the student's hear of it (live 'progress'), with the write's commit.

type Place = Pick<CheckOverrideBody, 'event_id' | 'user_id' | 'topic_id'>

async function decide(
  ctx: AppContext,
  teacherId: number,
  place: Place,
  write: (tx: AppContext['db'], checkId: number) => Promise<void>,
  archivedRefusedHere: boolean,
): Promise<CheckResult> {
  return ctx.db.transaction(async (tx) => {
    const target = await findOverrideTarget(tx, {
      eventId: place.event_id,
      teacherId,
      topicId: place.topic_id,
      studentId: place.user_id,
    })
    if (!target) throw new AppError('notFound')
    if (archivedRefusedHere && target.archived) throw new AppError('classArchived')
    await write(tx, target.checkId)
    await announce(tx, {
      kind: 'progress',
      teachers: [teacherId],
      students: [place.user_id],
      event: place.event_id,
    })
    return readCheckResult(tx, { eventId: place.event_id, topicId: place.topic_id, studentId: place.user_id })
  })
}

export function overrideCheckResult(
  ctx: AppContext,
  teacherId: number,
  body: CheckOverrideBody,
): Promise<CheckResult> {
  // An archived class's insert is refused by the database's trigger (decision 051): 409 classArchived.
  return decide(
    ctx,
    teacherId,
    body,
    (tx, checkId) =>
      writeOverride(tx, {
        checkId,
        eventId: body.event_id,
        studentId: body.user_id,
        attested: body.attested,
        note: body.note,
        teacherId,
        now: ctx.clock.now(),
      }),
    false,
  )
}

export function removeCheckOverride(
  ctx: AppContext,
  teacherId: number,
  body: CheckOverrideRemoveBody,
): Promise<CheckResult> {
  // The archived class's decision is in the archive, where this delete finds nothing and no trigger
  // fires: refused here, as any write into it (decision 051).
  return decide(
    ctx,
    teacherId,
    body,
    (tx, checkId) => deleteOverride(tx, { checkId, eventId: body.event_id, studentId: body.user_id }),
    true,
  )
}
