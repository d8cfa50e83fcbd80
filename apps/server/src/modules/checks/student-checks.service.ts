import type {
  CheckAttemptResult,
  RunningCheckAttempt,
  StudentCheck,
  studentCheckSubmitBody,
} from '@lernraster/shared'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { inArchive } from '../core/archive-reads'
import { attemptOrder } from '../core/check-attempt-order'
import { announce } from '../live/live-signal'
import {
  eventCoversTopic,
  findStudentEvent,
  type StudentEvent,
  writeRefusal,
} from '../student-app/student-event.repo'
import {
  checkState,
  isOverdue,
  resultOf,
  runningAttemptOf,
  scoreSubmission,
  startRefusal,
  studentCheckOf,
} from './student-check-view'
import {
  insertAttempt,
  isArchivedAttempt,
  lockOwnAttempt,
  readStudentCheckRows,
  type StudentCheckRows,
  writeSubmission,
} from './student-checks.repo'

// A student takes a topic's check (issue 37, decision 053). Only in a run of their class that covers
// the topic; an attempt starts when the check is open for them, is submitted once and scored here.
// No answer carries a right answer.

interface Place {
  userId: number
  eventId: number
  topicId: number
}

/** Why the student may not take checks in this run; exams are assessed, not practised. */
const refusalOf = (event: StudentEvent) => writeRefusal(event, { running: true, rating: true })

async function eventOfTopic(db: Db, place: Place): Promise<StudentEvent> {
  const event = await findStudentEvent(db, place.userId, place.eventId)
  if (!event || !(await eventCoversTopic(db, event, place.topicId))) throw new AppError('notFound')
  return event
}

/**
 * A timed attempt whose time ran out and which never came (the phone went off) is submitted without
 * answers, so the student may go on and the teacher sees it as failed. Answers the rows as they are now.
 */
async function closeOverdueAttempt(
  ctx: AppContext,
  place: Place,
  rows: StudentCheckRows,
): Promise<StudentCheckRows> {
  const now = ctx.clock.now()
  const overdue = rows.attempts.find((attempt) => attempt.submittedAt === null && isOverdue(attempt, now))
  if (!overdue) return rows
  const { results, score } = scoreSubmission(overdue, rows, {})
  await writeSubmission(ctx.db, {
    attemptId: overdue.id,
    now,
    answers: {},
    results,
    right: score.right,
    total: score.total,
    passed: score.passed,
    late: true,
  })
  return (await readStudentCheckRows(ctx.db, place))!
}

export async function getStudentCheck(ctx: AppContext, place: Place): Promise<StudentCheck | null> {
  const event = await eventOfTopic(ctx.db, place)
  // An archived class's attempts are in the archive, and nothing there is written (decision 051).
  if (event.archived)
    return inArchive(ctx, async (archiveCtx) => {
      const rows = await readStudentCheckRows(archiveCtx.db, place)
      return rows ? studentCheckOf(place.topicId, rows, ctx.clock.now(), refusalOf(event)) : null
    })
  const rows = await readStudentCheckRows(ctx.db, place)
  if (!rows) return null
  return studentCheckOf(
    place.topicId,
    await closeOverdueAttempt(ctx, place, rows),
    ctx.clock.now(),
    refusalOf(event),
  )
}

/** Starts an attempt, in a shuffled order of its own, or answers the one that runs. */
export async function startCheckAttempt(ctx: AppContext, place: Place): Promise<RunningCheckAttempt> {
  const event = await eventOfTopic(ctx.db, place)
  const found = await readStudentCheckRows(ctx.db, place)
  if (!found) throw new AppError('notFound')
  const rows = await closeOverdueAttempt(ctx, place, found)
  const now = ctx.clock.now()
  const { state } = checkState(rows, now, refusalOf(event))
  if (state !== 'running') {
    const refusal = startRefusal(state, refusalOf(event))
    if (refusal) throw new AppError('forbidden', refusal)
    const items = rows.itemIds.map((id) => rows.items[id]!)
    const endsAt =
      rows.timeLimitMinutes === null ? null : new Date(now.getTime() + rows.timeLimitMinutes * 60_000)
    await insertAttempt(ctx.db, {
      checkId: rows.checkId,
      eventId: event.id,
      userId: place.userId,
      items: attemptOrder(items),
      now,
      endsAt,
    })
  }
  const after = (await readStudentCheckRows(ctx.db, place))!
  const running = after.attempts.find((attempt) => attempt.submittedAt === null)
  // Only if the attempt just started was submitted by another request at the same moment.
  if (!running)
    throw new AppError('forbidden', startRefusal(checkState(after, now, undefined).state, undefined))
  return runningAttemptOf(running, after.items)
}

/**
 * Submits an attempt's answers, once: a repeat answers the first submission's result. Answers that
 * arrive after a timed attempt's end (and its grace) count as missing. The teacher's screens hear of
 * it (live), with the write's commit.
 */
export async function submitCheckAttempt(
  ctx: AppContext,
  userId: number,
  body: z.output<typeof studentCheckSubmitBody>,
): Promise<CheckAttemptResult> {
  return ctx.db.transaction(async (tx) => {
    const owned = await lockOwnAttempt(tx, { attemptId: body.attempt_id, userId })
    if (!owned) {
      if (await isArchivedAttempt(tx, { attemptId: body.attempt_id, userId }))
        throw new AppError('classArchived')
      throw new AppError('notFound')
    }
    const place = { userId, eventId: owned.eventId, topicId: owned.topicId }
    const event = await findStudentEvent(tx, userId, owned.eventId)
    if (!event) throw new AppError('notFound')
    const rows = (await readStudentCheckRows(tx, place))!
    const attempt = rows.attempts.find((entry) => entry.id === body.attempt_id)!
    if (attempt.submittedAt !== null) return resultOf(attempt, rows.items)
    const refusal = refusalOf(event)
    if (refusal) throw new AppError('forbidden', refusal)

    const now = ctx.clock.now()
    const late = isOverdue(attempt, now)
    const answers = late ? {} : body.answers
    const { results, score } = scoreSubmission(attempt, rows, answers)
    await writeSubmission(tx, {
      attemptId: attempt.id,
      now,
      answers,
      results,
      right: score.right,
      total: score.total,
      passed: score.passed,
      late,
    })
    await announce(tx, { kind: 'progress', teachers: [event.teacherId], students: [userId], event: event.id })
    return resultOf(
      {
        ...attempt,
        submittedAt: now.toISOString(),
        results,
        rightCount: score.right,
        itemCount: score.total,
        passed: score.passed,
        late,
      },
      rows.items,
    )
  })
}
