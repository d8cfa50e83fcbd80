import { storeLookupCalls } from '@lernraster/shared'
import { callRoutes } from '../../plugins/call-routes'
import { storeLookups } from './store-lookups.repo'

/**
 * docs/product/store.md "Metadata and lists": the lists a published module is described by, for every teacher
 * (the publish dialog and the store's filters). Read-only and the same for everybody.
 */
export const storeLookupsRoutes = callRoutes(storeLookupCalls, ({ ctx: { db } }) => ({
  'GET /modules-metadatas/tags': () => storeLookups.tags(db),
  'GET /modules-metadatas/lernrasterSubjects': () => storeLookups.lernrasterSubjects(db),
  'GET /modules-metadatas/schoollevels': () => storeLookups.schoolLevels(db),
  'GET /modules-metadatas/schooltypes': () => storeLookups.schoolTypes(db),
  'GET /modules-metadatas/languages': () => storeLookups.languages(db),
  'GET /modules-metadatas/countries': () => storeLookups.countries(db),
  'GET /modules-metadatas/prices': () => storeLookups.prices(db),
}))
