import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { groupUsers } from '../../src/db/schema'
import { api, createUser } from '../support/builders'
import { createClass } from './school-builders'

// The class-list tests' own builders (class-import.test.ts, class-invitations.test.ts).

/** A new teacher with one class and an API client in their name. */
export async function classOfNewTeacher(app: FastifyInstance, name = '6a') {
  const teacher = await createUser(app)
  const group = await createClass(app, teacher.user.id, name)
  return { teacher, group, client: api(app, teacher.token) }
}

/** The class's memberships: who and whether active. */
export const membersOf = (app: FastifyInstance, groupId: number) =>
  app.ctx.db
    .select({ userId: groupUsers.userId, active: groupUsers.active })
    .from(groupUsers)
    .where(eq(groupUsers.groupId, groupId))
