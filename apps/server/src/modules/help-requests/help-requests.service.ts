import {
  EventType,
  type HelpRequest,
  type HelpRequestStoreBody,
  helpRequestMessages,
  type OwnHelpRequest,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { isUniqueViolation } from '../../lib/database-errors'
import { announceToStudents, oneStudent } from '../live/student-signal'
import { eventCoversTopic, findStudentEvent, writeRefusal } from '../student-app/student-event.repo'
import {
  findHandleTarget,
  findHelpRequestByClientId,
  markHandled,
  readOwnHelpRequests,
  readTeacherHelpRequest,
  readTeacherHelpRequests,
  upsertHelpRequest,
} from './help-requests.repo'

// Help requests (issue 19, decision 021): only in a module activation, where a topic is something the
// class works through; homework and exams have their teacher's own channels (404 there, as for an
// event that is not the student's).

/** How long a handled request stays in the teacher's feed. */
const handledDays = 14
const dayMs = 24 * 60 * 60_000

/**
 * The student asks for help on a topic, with the same rules as rating (rating.service.ts): another
 * class's event 404; a topic not of the activation's module a field error; a finished module or an
 * inactive membership 403 with a text that says which. Sent again with the same `client_id` (an
 * offline queue replayed, issue 32 item 4), it is the same request: the first one is answered as it
 * is now, whatever changed since.
 */
export async function storeHelpRequest(
  ctx: AppContext,
  userId: number,
  body: HelpRequestStoreBody,
): Promise<OwnHelpRequest> {
  const sent = body.client_id && (await findHelpRequestByClientId(ctx.db, userId, body.client_id))
  if (sent) return sent
  const event = await findStudentEvent(ctx.db, userId, body.event_id)
  if (!event || event.eventTypeId !== EventType.module) throw new AppError('notFound')
  if (!(await eventCoversTopic(ctx.db, event, body.topic_id)))
    throw AppError.field('topic_id', helpRequestMessages.notInActivation)
  const refusal = writeRefusal(event, { running: true, rating: false })
  if (refusal) throw new AppError('forbidden', refusal)
  const teachers = event.moduleOwnerId === null ? [event.teacherId] : [event.teacherId, event.moduleOwnerId]
  try {
    return await upsertHelpRequest(
      ctx.db,
      {
        eventId: event.id,
        userId,
        topicId: body.topic_id,
        text: body.text,
        clientId: body.client_id,
        now: ctx.clock.now(),
      },
      { kind: 'help', teachers, event: event.id },
    )
  } catch (error) {
    // Its twin opened a request meanwhile and the teacher handled it before this one arrived, so no
    // open request took this one in: the twin is the answer.
    const twin =
      body.client_id && isUniqueViolation(error, 'help_requests_user_client_unique')
        ? await findHelpRequestByClientId(ctx.db, userId, body.client_id)
        : undefined
    if (!twin) throw error
    return twin
  }
}

export async function listOwnHelpRequests(
  ctx: AppContext,
  userId: number,
  eventId: number,
): Promise<OwnHelpRequest[]> {
  const requests = await readOwnHelpRequests(ctx.db, { eventId, userId })
  if (!requests) throw new AppError('notFound')
  return requests
}

/** The teacher's feed: open requests and those handled in the last 14 days by the server's clock. */
export async function listHelpRequests(
  ctx: AppContext,
  userId: number,
  eventId: number | undefined,
): Promise<HelpRequest[]> {
  const since = new Date(ctx.clock.now().getTime() - handledDays * dayMs)
  const requests = await readTeacherHelpRequests(ctx.db, { userId, eventId, since })
  if (!requests) throw new AppError('notFound')
  return requests
}

/** Marks a request handled; one handled before is answered as it is. Someone who may not read it: 404. */
export async function handleHelpRequest(ctx: AppContext, userId: number, id: number): Promise<HelpRequest> {
  return ctx.db.transaction(async (tx) => {
    const target = await findHandleTarget(tx, { userId, id })
    if (!target) throw new AppError('notFound')
    const handled = await markHandled(
      tx,
      { id, handledBy: userId, now: ctx.clock.now() },
      { kind: 'help', teachers: target.teachers, event: target.eventId },
    )
    // The student who asked sees it handled on their open page (decision 026).
    if (handled)
      await announceToStudents(tx, { kind: 'handled', event: target.eventId }, oneStudent(target.studentId))
    return (await readTeacherHelpRequest(tx, { userId, id }))!
  })
}
