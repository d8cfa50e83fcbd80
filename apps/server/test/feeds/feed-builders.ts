import { type ChangeKindName, type ChangeSubjectName, Role } from '@lernraster/shared'
import type { FastifyInstance } from 'fastify'
import {
  evaluations,
  moduleChanges,
  modulePurchases,
  studentFeedbacks,
  type UserRow,
  users,
} from '../../src/db/schema'
import { uniqueEmail } from '../support/builders'
import type { TestApp } from '../support/test-app'

// Activations, shares, purchases, ratings, feedback and change records straight in the database, as
// the activation routes, the store and the student app will write them: the feed and sharing tests
// do not depend on those routes.

/** A moment `minutes` after the app's clock (negative: before). */
export const minutesFromNow = (app: FastifyInstance, minutes: number) =>
  new Date(app.ctx.clock.now().getTime() + minutes * 60_000)

export type { Activation } from '../activations/activation-builders'
export { insertActivation, shareModule } from '../activations/activation-builders'

export interface Rating {
  eventId: number
  userId: number
  questionId: number
  grade?: number
  goal?: number
  at: Date
}

/** Ratings in one statement; returns their ids in the given order. */
export async function insertRatings(app: FastifyInstance, ratings: Rating[]): Promise<number[]> {
  const rows = await app.ctx.db
    .insert(evaluations)
    .values(
      ratings.map((rating) => ({
        eventId: rating.eventId,
        userId: rating.userId,
        questionId: rating.questionId,
        grade: rating.grade ?? 5,
        goal: rating.goal ?? 4,
        createdAt: rating.at,
        updatedAt: rating.at,
        ratedAt: rating.at,
      })),
    )
    .returning({ id: evaluations.id })
  return rows.map((row) => row.id)
}

export async function insertFeedback(
  app: FastifyInstance,
  input: { userId: number; questionId: number; eventId: number; at: Date; typeId?: number; content?: string },
): Promise<number> {
  const [row] = await app.ctx.db
    .insert(studentFeedbacks)
    .values({
      userId: input.userId,
      questionId: input.questionId,
      eventId: input.eventId,
      feedbackTypeId: input.typeId ?? 1,
      content: input.content ?? 'Ich verstehe die Frage nicht.',
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning({ id: studentFeedbacks.id })
  return row!.id
}

export async function insertChange(
  app: FastifyInstance,
  input: {
    moduleId: number
    userId: number
    subject: ChangeSubjectName
    kind: ChangeKindName
    name: string
    at: Date
  },
): Promise<number> {
  const { at, ...fields } = input
  const [row] = await app.ctx.db
    .insert(moduleChanges)
    .values({ ...fields, createdAt: at })
    .returning({ id: moduleChanges.id })
  return row!.id
}

export async function insertPurchase(app: FastifyInstance, moduleId: number, userId: number, at: Date) {
  await app.ctx.db.insert(modulePurchases).values({ moduleId, userId, crystals: 10, createdAt: at })
}

/**
 * The statements one call sends, authentication included. A first call goes before, so the session's
 * once-a-minute touch does not count.
 */
export async function statementsOf(t: TestApp, call: () => Promise<unknown>): Promise<number> {
  await call()
  const before = t.database.queries.count
  await call()
  return t.database.queries.count - before
}

/** An account that never logs in (no password hash to compute): someone to share with, or not. */
export async function insertAccount(
  app: FastifyInstance,
  fields: { roleId?: number; activated?: boolean } = {},
): Promise<UserRow> {
  const now = app.ctx.clock.now()
  const [row] = await app.ctx.db
    .insert(users)
    .values({
      firstname: 'Urs',
      lastname: 'Kollege',
      email: uniqueEmail(),
      passwordHash: 'not-a-password-hash',
      roleId: fields.roleId ?? Role.teacher,
      emailConfirmed: true,
      activated: fields.activated ?? true,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  return row!
}
