import { userCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { toUserInfo } from './user-view'
import { markTourSeen } from './users.repo'
import { findColleague } from './users.service'

export const usersRoutes = callRoutes(userCalls, ({ ctx }) => ({
  'GET /users/userinfo': async (request) => toUserInfo(currentUser(request), ctx.config.PRODUCT_DOMAIN),
  'GET /users/getUserByEmail': async (request) =>
    findColleague(ctx, currentUser(request), request.query.email),
  'POST /users/tourSeen': async (request) =>
    toUserInfo(
      await markTourSeen(ctx.db, currentUser(request).id, request.body.tour, ctx.clock.now()),
      ctx.config.PRODUCT_DOMAIN,
    ),
}))
