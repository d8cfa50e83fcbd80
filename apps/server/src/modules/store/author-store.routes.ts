import { storeAuthorCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { getSales, unlistModule, withdrawPublication } from './author-publication.service'

/**
 * Issue 38 (decision 054; docs/product/store.md "For authors"): withdrawing a waiting submission,
 * taking an own module off the store, and the author's sales.
 */
export const authorStoreRoutes = callRoutes(storeAuthorCalls, ({ ctx }) => ({
  'POST /modules/withdrawPublication': async (request) =>
    withdrawPublication(ctx, currentUser(request).id, request.body.id),
  'POST /modules/unlist': async (request) => unlistModule(ctx, currentUser(request).id, request.body.id),
  'GET /store/sales': async (request) => getSales(ctx, currentUser(request).id),
}))
