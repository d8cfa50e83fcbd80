import { isDemoEmail, storeCalls, storeMessages } from '@lernraster/shared'
import { AppError } from '../../lib/app-error'
import { onceByKey } from '../../lib/idempotency'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { getBalance, getHistory } from './crystals.service'
import { changeMetaData, getMetaData, publishModule } from './publishing.service'
import { purchaseModule } from './purchase.service'
import { confirmPublication, declinePublication, getPublication, getPublications } from './review.service'
import { findStoreModule, searchTheStore } from './store.service'

/**
 * Issue 14 (docs/product/store.md "Calls"): publishing with metadata (modules/publish,
 * modules-metadatas/byId|update), the store and buying (modules/purchase), crystals, and the provider's
 * review (role 1 only).
 */
export const storeRoutes = callRoutes(storeCalls, ({ ctx }) => ({
  'POST /modules/publish': async (request, reply) => {
    const user = currentUser(request)
    // A demo account is shared by every visitor and reset each night: it cannot put modules in the store.
    if (isDemoEmail(user.email, ctx.config.PRODUCT_DOMAIN))
      throw new AppError('forbidden', storeMessages.demoCannotPublish)
    return onceByKey(ctx, request, reply, { userId: user.id, fingerprint: request.body }, () =>
      publishModule(ctx, user.id, request.body),
    )
  },
  'GET /modules-metadatas/byId': async (request) =>
    getMetaData(ctx, currentUser(request).id, request.query.id),
  'POST /modules-metadatas/update': async (request) =>
    changeMetaData(ctx, currentUser(request).id, request.body),

  'GET /store/modules': async (request) => searchTheStore(ctx, currentUser(request).id, request.query),
  'GET /store/modules/byId': async (request) =>
    findStoreModule(ctx, currentUser(request).id, request.query.id),
  'POST /modules/purchase': async (request, reply) => {
    const buyer = currentUser(request)
    // Demo crystals are play money, reset each night: they never reach a real author's balance.
    const creditsAuthor = !isDemoEmail(buyer.email, ctx.config.PRODUCT_DOMAIN)
    return onceByKey(ctx, request, reply, { userId: buyer.id, fingerprint: request.body }, () =>
      purchaseModule(ctx, { id: buyer.id, creditsAuthor }, request.body),
    )
  },

  'GET /crystals/balance': async (request) => getBalance(ctx, currentUser(request).id),
  'GET /crystals/history': async (request) => getHistory(ctx, currentUser(request).id, request.query.page),

  'GET /publications': async (request) => getPublications(ctx, request.query.status, request.query),
  'GET /publications/byId': async (request) => getPublication(ctx, currentUser(request).id, request.query.id),
  'POST /publications/confirm': async (request) =>
    confirmPublication(ctx, currentUser(request).id, request.body.id),
  'POST /publications/decline': async (request) =>
    declinePublication(ctx, currentUser(request).id, request.body),
}))
