import { accountCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { toUserInfo } from '../users/user-view'
import { updateUser } from '../users/users.repo'
import { changePassword, requestEmailChange } from './account.service'

/** Account settings (docs/product/accounts.md "Account settings"); each call answers the updated user. */
export const accountRoutes = callRoutes(accountCalls, ({ ctx }) => {
  const view = (user: Parameters<typeof toUserInfo>[0]) => toUserInfo(user, ctx.config.PRODUCT_DOMAIN)
  return {
    'POST /account/updateName': async (request) =>
      view(await updateUser(ctx.db, currentUser(request).id, request.body, ctx.clock.now())),
    'POST /account/updateTour': async (request) =>
      view(
        await updateUser(
          ctx.db,
          currentUser(request).id,
          // Switched on, every tour runs again: the seen marks go in the same update (issue 31).
          request.body.show_tour ? { showTour: true, seenTours: [] } : { showTour: false },
          ctx.clock.now(),
        ),
      ),
    'POST /account/updateEmail': async (request) =>
      view(await requestEmailChange(ctx, currentUser(request), request.body)),
    'POST /account/updatePassword': async (request) => {
      await changePassword(ctx, request.auth!, request.body)
      return { message: 'password changed successfully' }
    },
  }
})
