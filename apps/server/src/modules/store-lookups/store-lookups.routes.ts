import { codedLookupItemList, countryLookupItemList, lookupItemList, priceItemList } from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { storeLookups } from './store-lookups.repo'

/**
 * Spec 2 §7 "Metadata": the lists a published module is described by, for every teacher (the
 * publish dialog and the store's filters). Read-only and the same for everybody.
 */
export const storeLookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db
  const tags = ['store']
  const base = '/modules-metadatas'

  app.get(`${base}/tags`, { schema: { tags, response: { 200: lookupItemList } } }, () =>
    storeLookups.tags(db),
  )
  app.get(`${base}/lernrasterSubjects`, { schema: { tags, response: { 200: lookupItemList } } }, () =>
    storeLookups.lernrasterSubjects(db),
  )
  app.get(`${base}/schoollevels`, { schema: { tags, response: { 200: countryLookupItemList } } }, () =>
    storeLookups.schoolLevels(db),
  )
  app.get(`${base}/schooltypes`, { schema: { tags, response: { 200: countryLookupItemList } } }, () =>
    storeLookups.schoolTypes(db),
  )
  app.get(`${base}/languages`, { schema: { tags, response: { 200: codedLookupItemList } } }, () =>
    storeLookups.languages(db),
  )
  app.get(`${base}/countries`, { schema: { tags, response: { 200: codedLookupItemList } } }, () =>
    storeLookups.countries(db),
  )
  app.get(`${base}/prices`, { schema: { tags, response: { 200: priceItemList } } }, () =>
    storeLookups.prices(db),
  )
}
