import {
  EventType,
  type HelpRequest,
  type HelpRequestStoreBody,
  helpRequestMessages,
  type OwnHelpRequest,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { announceToStudents, oneStudent } from '../live/student-signal'
import { eventCoversTopic, findStudentEvent } from '../student-app/student-event.repo'
import {
  findHandleTarget,
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
 * inactive membership 403 with a text the student understands.
 */
export async function storeHelpRequest(
  ctx: AppContext,
  userId: number,
  body: HelpRequestStoreBody,
): Promise<OwnHelpRequest> {
  const event = await findStudentEvent(ctx.db, userId, body.event_id)
  if (!event || event.eventTypeId !== EventType.module) throw new AppError('notFound')
  if (!(await eventCoversTopic(ctx.db, event, body.topic_id)))
    throw AppError.field('topic_id', helpRequestMessages.notInActivation)
  if (!event.memberActive || !event.running) throw new AppError('forbidden', helpRequestMessages.notActive)
  const teachers = event.moduleOwnerId === null ? [event.teacherId] : [event.teacherId, event.moduleOwnerId]
  return upsertHelpRequest(
    ctx.db,
    { eventId: event.id, userId, topicId: body.topic_id, text: body.text, now: ctx.clock.now() },
    { kind: 'help', teachers, event: event.id },
  )
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
