import { getUserByEmailQuery, publicTeacher, Role, userInfo } from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error'
import { currentUser } from '../../plugins/auth'
import { toPublicTeacher, toUserInfo } from './user-view'
import { findUserByEmail } from './users.repo'

const tags = ['users']

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  // The client routes on this answer (confirm, activation wait), so it is open before activation.
  app.get(
    '/users/userinfo',
    { config: { access: 'teacherAnyState' }, schema: { tags, response: { 200: userInfo } } },
    async (request) => toUserInfo(currentUser(request), ctx.config.PRODUCT_DOMAIN),
  )

  // Finds a colleague to share a module with: only activated teachers, and only their names.
  app.get(
    '/users/getUserByEmail',
    { schema: { tags, querystring: getUserByEmailQuery, response: { 200: publicTeacher } } },
    async (request) => {
      const user = await findUserByEmail(ctx.db, request.query.email)
      if (!user || user.roleId !== Role.teacher || !user.activated)
        throw new AppError('notFound', 'No user was found')
      return toPublicTeacher(user)
    },
  )
}
