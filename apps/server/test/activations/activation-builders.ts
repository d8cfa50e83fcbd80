import { EventType, ModuleStatus } from '@lernraster/shared'
import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { activeModules, evaluations, events, moduleShares, studentFeedbacks } from '../../src/db/schema'
import { addMembers, createClass, createSubjectRow, insertStudents } from '../school/school-builders'

// Activations, shares and ratings straight in the database, so that tests set up a running module in
// a few statements and read it back through the API.

let classNumber = 0

/** A class of the teacher with `active` active and `inactive` inactive students, and a subject. */
export async function classWithStudents(
  app: FastifyInstance,
  teacherId: number,
  counts: { active: number; inactive?: number },
) {
  classNumber += 1
  const students = await insertStudents(
    app,
    Array.from({ length: counts.active + (counts.inactive ?? 0) }, (_, index) => ({
      firstname: `Kind${index}`,
      lastname: `Klasse${classNumber}`,
    })),
  )
  const active = students.slice(0, counts.active)
  const inactive = students.slice(counts.active)
  const group = await createClass(app, teacherId, `${classNumber}a`, active)
  await addMembers(app, group.id, inactive, { active: false })
  const subject = await createSubjectRow(app, teacherId, `Fach ${classNumber}`, `F${classNumber}`)
  return { group, subject, active, inactive }
}

export interface Activation {
  id: number
  eventId: number
}

/** An activation of the module for the class, as POST /modules/activate writes it. */
export async function insertActivation(
  app: FastifyInstance,
  input: { moduleId: number; teacherId: number; groupId: number; subjectId: number; finished?: boolean },
): Promise<Activation> {
  const now = app.ctx.clock.now()
  const [event] = await app.ctx.db
    .insert(events)
    .values({
      eventTypeId: EventType.module,
      teacherId: input.teacherId,
      groupId: input.groupId,
      subjectId: input.subjectId,
      startsAt: now,
      dueAt: now,
      createdAt: now,
    })
    .returning({ id: events.id })
  const eventId = event!.id
  const [row] = await app.ctx.db
    .insert(activeModules)
    .values({
      moduleId: input.moduleId,
      eventId,
      groupId: input.groupId,
      teacherId: input.teacherId,
      statusId: input.finished ? ModuleStatus.finished : ModuleStatus.active,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: activeModules.id })
  return { id: row!.id, eventId }
}

export async function shareModule(
  app: FastifyInstance,
  moduleId: number,
  userId: number,
  at: Date = app.ctx.clock.now(),
) {
  await app.ctx.db.insert(moduleShares).values({ moduleId, userId, createdAt: at })
}

/** A student's ratings in an event: `grades[i]` rates `questionIds[i]`, at the clock's time. */
export async function rate(
  app: FastifyInstance,
  input: {
    eventId: number
    userId: number
    questionIds: number[]
    grades: number[]
    goal?: number
    /** Seconds spent per rating, in the order of `grades`; not recorded when absent. */
    secondsSpent?: (number | null)[]
    /** When the ratings were given; the clock's now by default. */
    at?: Date
  },
) {
  const now = input.at ?? app.ctx.clock.now()
  await app.ctx.db.insert(evaluations).values(
    input.grades.map((grade, index) => ({
      eventId: input.eventId,
      userId: input.userId,
      questionId: input.questionIds[index]!,
      grade,
      goal: input.goal ?? 4,
      secondsSpent: input.secondsSpent?.[index] ?? null,
      createdAt: now,
      updatedAt: now,
      ratedAt: now,
    })),
  )
}

export async function leaveFeedback(
  app: FastifyInstance,
  input: { eventId: number; userId: number; questionId: number },
) {
  const now = app.ctx.clock.now()
  await app.ctx.db
    .insert(studentFeedbacks)
    .values({ ...input, feedbackTypeId: 1, content: 'Unklar', createdAt: now, updatedAt: now })
}

/** Everything an activation call could write or delete. */
export async function activationSnapshot(app: FastifyInstance) {
  const db = app.ctx.db
  return {
    activeModules: await db.select().from(activeModules).orderBy(asc(activeModules.id)),
    events: await db.select().from(events).orderBy(asc(events.id)),
    evaluations: await db.select().from(evaluations).orderBy(asc(evaluations.id)),
    feedbacks: await db.select().from(studentFeedbacks).orderBy(asc(studentFeedbacks.id)),
  }
}

export const activationsOfModule = (app: FastifyInstance, moduleId: number) =>
  app.ctx.db.select().from(activeModules).where(eq(activeModules.moduleId, moduleId))
