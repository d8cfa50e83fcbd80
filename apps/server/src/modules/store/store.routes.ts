import {
  crystalBalance,
  crystalHistory,
  crystalHistoryQuery,
  isDemoEmail,
  messageResponse,
  metaDataByIdQuery,
  metaDataUpdateBody,
  moduleMetaData,
  modulePublishAnswer,
  modulePublishBody,
  modulePurchaseAnswer,
  modulePurchaseBody,
  publicationByIdQuery,
  publicationConfirmBody,
  publicationDeclineBody,
  publicationDetail,
  publicationItemList,
  publicationListQuery,
  storeMessages,
  storeModuleDetail,
  storeModuleQuery,
  storePage,
  storeSearchQuery,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error'
import { currentUser } from '../../plugins/auth'
import { getBalance, getHistory } from './crystals.service'
import { changeMetaData, getMetaData, publishModule } from './publishing.service'
import { purchaseModule } from './purchase.service'
import { confirmPublication, declinePublication, getPublication, getPublications } from './review.service'
import { findStoreModule, searchTheStore } from './store.service'

/**
 * Issue 14: publishing with metadata (spec 2 §7 modules/publish, modules-metadatas/byId|update), the
 * store and buying (modules/purchase), crystals, and the provider's review (role 1 only).
 */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['store']
  const provider = { access: 'providerAdmin' as const }

  app.post(
    '/modules/publish',
    { schema: { tags, body: modulePublishBody, response: { 200: modulePublishAnswer } } },
    async (request) => {
      const user = currentUser(request)
      // A demo account is shared by every visitor and reset each night: it cannot put modules in the store.
      if (isDemoEmail(user.email, ctx.config.PRODUCT_DOMAIN))
        throw new AppError('forbidden', storeMessages.demoCannotPublish)
      return publishModule(ctx, user.id, request.body)
    },
  )
  app.get(
    '/modules-metadatas/byId',
    { schema: { tags, querystring: metaDataByIdQuery, response: { 200: moduleMetaData } } },
    async (request) => getMetaData(ctx, currentUser(request).id, request.query.id),
  )
  app.post(
    '/modules-metadatas/update',
    { schema: { tags, body: metaDataUpdateBody, response: { 200: messageResponse } } },
    async (request) => changeMetaData(ctx, currentUser(request).id, request.body),
  )

  app.get(
    '/store/modules',
    { schema: { tags, querystring: storeSearchQuery, response: { 200: storePage } } },
    async (request) => searchTheStore(ctx, currentUser(request).id, request.query),
  )
  app.get(
    '/store/modules/byId',
    { schema: { tags, querystring: storeModuleQuery, response: { 200: storeModuleDetail } } },
    async (request) => findStoreModule(ctx, currentUser(request).id, request.query.id),
  )
  app.post(
    '/modules/purchase',
    { schema: { tags, body: modulePurchaseBody, response: { 200: modulePurchaseAnswer } } },
    async (request) => {
      const buyer = currentUser(request)
      // Demo crystals are play money, reset each night: they never reach a real author's balance.
      const creditsAuthor = !isDemoEmail(buyer.email, ctx.config.PRODUCT_DOMAIN)
      return purchaseModule(ctx, { id: buyer.id, creditsAuthor }, request.body)
    },
  )

  app.get('/crystals/balance', { schema: { tags, response: { 200: crystalBalance } } }, async (request) =>
    getBalance(ctx, currentUser(request).id),
  )
  app.get(
    '/crystals/history',
    { schema: { tags, querystring: crystalHistoryQuery, response: { 200: crystalHistory } } },
    async (request) => getHistory(ctx, currentUser(request).id, request.query.page),
  )

  app.get(
    '/publications',
    {
      config: provider,
      schema: { tags, querystring: publicationListQuery, response: { 200: publicationItemList } },
    },
    async (request) => getPublications(ctx, request.query.status),
  )
  app.get(
    '/publications/byId',
    {
      config: provider,
      schema: { tags, querystring: publicationByIdQuery, response: { 200: publicationDetail } },
    },
    async (request) => getPublication(ctx, currentUser(request).id, request.query.id),
  )
  app.post(
    '/publications/confirm',
    { config: provider, schema: { tags, body: publicationConfirmBody, response: { 200: messageResponse } } },
    async (request) => confirmPublication(ctx, currentUser(request).id, request.body.id),
  )
  app.post(
    '/publications/decline',
    { config: provider, schema: { tags, body: publicationDeclineBody, response: { 200: messageResponse } } },
    async (request) => declinePublication(ctx, currentUser(request).id, request.body),
  )
}
