import { getUserByEmailQuery, publicTeacher, tourSeenBody, userInfo } from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { toUserInfo } from './user-view'
import { markTourSeen } from './users.repo'
import { findColleague } from './users.service'

const tags = ['users']

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  // The client routes on this answer (confirm, activation wait), so it is open before activation.
  app.get(
    '/users/userinfo',
    { config: { access: 'teacherAnyState' }, schema: { tags, response: { 200: userInfo } } },
    async (request) => toUserInfo(currentUser(request), ctx.config.PRODUCT_DOMAIN),
  )

  app.get(
    '/users/getUserByEmail',
    { schema: { tags, querystring: getUserByEmailQuery, response: { 200: publicTeacher } } },
    async (request) => findColleague(ctx, currentUser(request), request.query.email),
  )

  // Issue 31: one tour ended or was closed; it alone stops, the others still run while show_tour is on.
  app.post(
    '/users/tourSeen',
    { schema: { tags, body: tourSeenBody, response: { 200: userInfo } } },
    async (request) =>
      toUserInfo(
        await markTourSeen(ctx.db, currentUser(request).id, request.body.tour, ctx.clock.now()),
        ctx.config.PRODUCT_DOMAIN,
      ),
  )
}
