import {
  EventType,
  type ExamGradesBody,
  type ExamResultRow,
  type PlannedPage,
  type PlannedStoreBody,
  type PlannedUpdateBody,
  type plannedListQuery,
  plannedTypeIds,
  planningMessages,
  planningPageSize,
} from '@lernraster/shared'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { events } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { findOwnedGroup } from '../groups/groups.repo'
import { announceToStudents, membersOfEventGroup, membersOfGroup } from '../live/student-signal'
import { findOwnedSubject } from '../subjects/subjects.repo'
import {
  findOwnedPlannedEvent,
  findUsableTopic,
  listExamResults,
  listPlannedEvents,
  membersAmong,
  type OwnedPlannedEvent,
  upsertExamGrades,
} from './planning.repo'

export async function getPlannedPage(
  ctx: AppContext,
  teacherId: number,
  query: ReturnType<typeof plannedListQuery.parse>,
): Promise<PlannedPage> {
  const { items, total } = await listPlannedEvents(ctx.db, {
    teacherId,
    eventType: plannedTypeIds[query.type],
    open: query.state === 'open',
    now: ctx.clock.now(),
    limit: planningPageSize,
    offset: (query.page - 1) * planningPageSize,
  })
  return { items, total, page: query.page, per_page: planningPageSize }
}

/**
 * Sets homework or an exam (docs/product/subjects-and-classes.md "Homework and exams"): the caller's class
 * and subject, a topic with questions of a module they may use. A homework cannot be due in the past; an exam
 * may (its grades are entered afterwards).
 */
export async function storePlannedEvent(
  ctx: AppContext,
  teacherId: number,
  body: PlannedStoreBody,
): Promise<{ id: number }> {
  const now = ctx.clock.now()
  const dueAt = new Date(body.due_at)
  if (body.type === 'homework' && dueAt <= now)
    throw AppError.field('due_at', planningMessages.homeworkDueInPast)
  const [group, subject, topic] = await Promise.all([
    findOwnedGroup(ctx.db, teacherId, body.group_id),
    findOwnedSubject(ctx.db, teacherId, body.subject_id),
    findUsableTopic(ctx.db, teacherId, body.topic_id),
  ])
  if (!group) throw AppError.field('group_id', planningMessages.groupRequired)
  if (!subject) throw AppError.field('subject_id', planningMessages.subjectRequired)
  if (!topic) throw AppError.field('topic_id', planningMessages.topicNotUsable)
  if (topic.questions === 0) throw AppError.field('topic_id', planningMessages.topicWithoutQuestions)
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        eventTypeId: plannedTypeIds[body.type],
        teacherId,
        groupId: group.id,
        subjectId: subject.id,
        topicId: topic.id,
        startsAt: now,
        dueAt,
        createdAt: now,
      })
      .returning({ id: events.id })
    // The class's students see the new homework or exam on their open home screen (decision 026).
    await announceToStudents(tx, { kind: 'homework', event: row!.id }, membersOfGroup(group.id))
    return { id: row!.id }
  })
}

async function ownedPlanned(ctx: AppContext, teacherId: number, id: number): Promise<OwnedPlannedEvent> {
  const event = await findOwnedPlannedEvent(ctx.db, teacherId, id)
  if (!event) throw new AppError('notFound')
  return event
}

/** Moves the date; the same rule for homework as when it was set. */
export async function updatePlannedEvent(
  ctx: AppContext,
  teacherId: number,
  body: PlannedUpdateBody,
): Promise<void> {
  const event = await ownedPlanned(ctx, teacherId, body.id)
  const dueAt = new Date(body.due_at)
  if (event.eventTypeId === EventType.homework && dueAt <= ctx.clock.now()) {
    throw AppError.field('due_at', planningMessages.homeworkDueInPast)
  }
  await ctx.db
    .update(events)
    .set({ dueAt })
    .where(and(eq(events.id, event.id), eq(events.teacherId, teacherId)))
  await announceToStudents(ctx.db, { kind: 'homework', event: event.id }, membersOfEventGroup(event.id))
}

/** Removes homework or an exam with the students' ratings and results in it (the cascades). */
export async function removePlannedEvent(ctx: AppContext, teacherId: number, id: number): Promise<void> {
  const event = await ownedPlanned(ctx, teacherId, id)
  await ctx.db.transaction(async (tx) => {
    // Announced before the delete, while the event still names its class; delivered at commit.
    await announceToStudents(tx, { kind: 'homework', event: event.id }, membersOfEventGroup(event.id))
    await tx.delete(events).where(and(eq(events.id, event.id), eq(events.teacherId, teacherId)))
  })
}

async function ownedExam(ctx: AppContext, teacherId: number, id: number): Promise<OwnedPlannedEvent> {
  const event = await ownedPlanned(ctx, teacherId, id)
  if (event.eventTypeId !== EventType.exam) throw new AppError('notFound')
  return event
}

export async function getExamResults(
  ctx: AppContext,
  teacherId: number,
  id: number,
): Promise<ExamResultRow[]> {
  return listExamResults(ctx.db, await ownedExam(ctx, teacherId, id))
}

/**
 * Enters exam grades for students of the exam's class, all or none: one statement, and a student
 * who is not in the class refuses the whole list with the row named.
 */
export async function saveExamGrades(
  ctx: AppContext,
  teacherId: number,
  body: ExamGradesBody,
): Promise<ExamResultRow[]> {
  const event = await ownedExam(ctx, teacherId, body.id)
  const members = await membersAmong(
    ctx.db,
    event.groupId,
    body.grades.map((row) => row.user_id),
  )
  const stranger = body.grades.findIndex((row) => !members.has(row.user_id))
  if (stranger >= 0) throw AppError.field(`grades.${stranger}.user_id`, planningMessages.studentNotInClass)
  await upsertExamGrades(ctx.db, {
    eventId: event.id,
    grades: body.grades.map((row) => ({ userId: row.user_id, grade: row.grade })),
    now: ctx.clock.now(),
  })
  return listExamResults(ctx.db, event)
}
