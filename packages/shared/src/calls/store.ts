import { messageResponse } from '../contracts/common'
import {
  crystalBalance,
  crystalHistory,
  crystalHistoryQuery,
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
  storeModuleDetail,
  storeModuleQuery,
  storePage,
  storeSearchQuery,
} from '../contracts/store'
import { defineCalls } from './call'

/**
 * Issue 14 (docs/product/store.md "Calls"): publishing with metadata (modules/publish,
 * modules-metadatas/byId|update), the store and buying (modules/purchase), crystals, and the provider's
 * review (role 1 only).
 */
export const storeCalls = defineCalls('store', {
  /**
   * The module is copied, grid and all, into a new module awaiting the provider's confirmation, with
   * its metadata. A demo account is shared by every visitor and reset each night: it cannot put
   * modules in the store (403). A module that is not the caller's: 404; one without content or
   * metadata naming unknown lookups: a field error.
   */
  'POST /modules/publish': {
    operationId: 'publishModule',
    summary: 'Ein eigenes Modul mit Metadaten zur Veröffentlichung im Store einreichen',
    access: 'teacher',
    body: modulePublishBody,
    answer: modulePublishAnswer,
    errors: ['forbidden', 'notFound', 'conflict'],
    idempotencyKey: true,
  },
  /** The author's metadata; 404 for anyone else (the provider reads it with the publication). */
  'GET /modules-metadatas/byId': {
    operationId: 'getModuleMetaData',
    summary: 'Die Metadaten einer eigenen Veröffentlichung',
    access: 'teacher',
    query: metaDataByIdQuery,
    answer: moduleMetaData,
    errors: ['notFound'],
  },
  /**
   * Published and awaiting copies take new metadata; a declined one or one that left the store gets a
   * field error. The new description, price and filters show in the store at once.
   */
  'POST /modules-metadatas/update': {
    operationId: 'updateModuleMetaData',
    summary: 'Die Metadaten einer eigenen Veröffentlichung ändern',
    access: 'teacher',
    body: metaDataUpdateBody,
    answer: messageResponse,
    errors: ['notFound'],
  },
  'GET /store/modules': {
    operationId: 'searchStore',
    summary: 'Eine Seite der Module im Store, gesucht und gefiltert',
    access: 'teacher',
    query: storeSearchQuery,
    answer: storePage,
    errors: [],
  },
  /** `id`: any module of the line (the original, an earlier or the current copy). */
  'GET /store/modules/byId': {
    operationId: 'getStoreModule',
    summary: 'Die Store-Seite eines Moduls mit seinem Raster',
    access: 'teacher',
    query: storeModuleQuery,
    answer: storeModuleDetail,
    errors: ['notFound'],
  },
  /**
   * Buying in one transaction: the purchase, then the price from the buyer's balance to the
   * author's. Refused for a module not in the store (404), the caller's own (ownModule), a changed
   * price (priceChanged), a second purchase (alreadyPurchased) or too few crystals
   * (insufficientCrystals). Demo crystals are play money, reset each night: they never reach a real
   * author's balance.
   */
  'POST /modules/purchase': {
    operationId: 'purchaseModule',
    summary: 'Ein Modul aus dem Store mit Kristallen kaufen',
    access: 'teacher',
    body: modulePurchaseBody,
    answer: modulePurchaseAnswer,
    errors: ['notFound', 'ownModule', 'priceChanged', 'alreadyPurchased', 'insufficientCrystals', 'conflict'],
    idempotencyKey: true,
  },
  'GET /crystals/balance': {
    operationId: 'getCrystalBalance',
    summary: 'Der eigene Kristallstand',
    access: 'teacher',
    answer: crystalBalance,
    errors: [],
  },
  'GET /crystals/history': {
    operationId: 'getCrystalHistory',
    summary: 'Eine Seite der eigenen Kristallbuchungen, die neuesten zuerst',
    access: 'teacher',
    query: crystalHistoryQuery,
    answer: crystalHistory,
    errors: [],
  },
  'GET /publications': {
    operationId: 'listPublications',
    summary: 'Die eingereichten Veröffentlichungen nach Status (nur Administration des Anbieters)',
    access: 'providerAdmin',
    query: publicationListQuery,
    answer: publicationItemList,
    errors: [],
  },
  /** A copy under review, with its whole grid (questions and solutions) to read before deciding. */
  'GET /publications/byId': {
    operationId: 'getPublication',
    summary: 'Eine eingereichte Veröffentlichung mit ihrem ganzen Raster (nur Administration des Anbieters)',
    access: 'providerAdmin',
    query: publicationByIdQuery,
    answer: publicationDetail,
    errors: ['notFound'],
  },
  /**
   * The copy is published, earlier versions of its line leave the store; the author is mailed.
   * Publications decide once: a second decision is refused (conflict).
   */
  'POST /publications/confirm': {
    operationId: 'confirmPublication',
    summary: 'Eine Veröffentlichung bestätigen und in den Store stellen (nur Administration des Anbieters)',
    access: 'providerAdmin',
    body: publicationConfirmBody,
    answer: messageResponse,
    errors: ['notFound', 'conflict'],
  },
  /** Declines with the reason the author reads in the app and in the mail; decides once (conflict). */
  'POST /publications/decline': {
    operationId: 'declinePublication',
    summary: 'Eine Veröffentlichung mit Begründung ablehnen (nur Administration des Anbieters)',
    access: 'providerAdmin',
    body: publicationDeclineBody,
    answer: messageResponse,
    errors: ['notFound', 'conflict'],
  },
})
