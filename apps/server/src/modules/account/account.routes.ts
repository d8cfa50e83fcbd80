import {
  messageResponse,
  updateEmailBody,
  updateNameBody,
  updatePasswordBody,
  updateTourBody,
  userInfo,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { toUserInfo } from '../users/user-view'
import { updateUser } from '../users/users.repo'
import { changePassword, requestEmailChange } from './account.service'

const tags = ['account']

/** Account settings (spec 1 §2 "Account settings"); each call answers the updated user. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const view = (user: Parameters<typeof toUserInfo>[0]) => toUserInfo(user, ctx.config.PRODUCT_DOMAIN)

  app.post(
    '/account/updateName',
    { schema: { tags, body: updateNameBody, response: { 200: userInfo } } },
    async (request) => view(await updateUser(ctx.db, currentUser(request).id, request.body, ctx.clock.now())),
  )

  app.post(
    '/account/updateTour',
    { schema: { tags, body: updateTourBody, response: { 200: userInfo } } },
    async (request) =>
      view(
        await updateUser(
          ctx.db,
          currentUser(request).id,
          // Switched on, every tour runs again: the seen marks go in the same update (issue 31).
          request.body.show_tour ? { showTour: true, seenTours: [] } : { showTour: false },
          ctx.clock.now(),
        ),
      ),
  )

  app.post(
    '/account/updateEmail',
    { schema: { tags, body: updateEmailBody, response: { 200: userInfo } } },
    async (request) => view(await requestEmailChange(ctx, currentUser(request), request.body)),
  )

  app.post(
    '/account/updatePassword',
    { schema: { tags, body: updatePasswordBody, response: { 200: messageResponse } } },
    async (request) => {
      await changePassword(ctx, request.auth!, request.body)
      return { message: 'password changed successfully' }
    },
  )
}
