import { availableModuleList } from '../contracts/activations'
import { messageResponse } from '../contracts/common'
import { moduleSummaryList } from '../contracts/modules'
import { moduleShareBody, sharedUserList, sharedUsersQuery } from '../contracts/sharing'
import { defineCalls } from './call'

/**
 * docs/product/modules.md "Sharing": sharing a module with colleagues and taking it back, and the lists of
 * the Available tab (shared, purchased) and of the own store copies (published).
 */
export const sharingCalls = defineCalls('sharing', {
  /**
   * Tells the colleague by mail. Every share counts against the same hourly budget as the lookup of
   * a colleague by e-mail (429 when it is spent).
   */
  'POST /modules/share': {
    operationId: 'shareModule',
    summary: 'Ein eigenes Modul mit einer Lehrperson teilen',
    access: 'teacher',
    body: moduleShareBody,
    answer: messageResponse,
    errors: ['tooManyRequests', 'notFound'],
  },
  'POST /modules/unshare': {
    operationId: 'unshareModule',
    summary: 'Das Teilen eines eigenen Moduls mit einer Lehrperson zurücknehmen',
    access: 'teacher',
    body: moduleShareBody,
    answer: messageResponse,
    errors: ['notFound'],
  },
  'GET /modules/sharedUsers': {
    operationId: 'listModuleSharedUsers',
    summary: 'Die Lehrpersonen, mit denen ein eigenes Modul geteilt ist',
    access: 'teacher',
    query: sharedUsersQuery,
    answer: sharedUserList,
    errors: ['notFound'],
  },
  'GET /modules/shared': {
    operationId: 'listSharedModules',
    summary: 'Die Module, die Kolleginnen und Kollegen mit einem teilen',
    access: 'teacher',
    answer: availableModuleList,
    errors: [],
  },
  'GET /modules/purchased': {
    operationId: 'listPurchasedModules',
    summary: 'Die im Store gekauften Module',
    access: 'teacher',
    answer: availableModuleList,
    errors: [],
  },
  'GET /modules/published': {
    operationId: 'listPublishedModules',
    summary: 'Die eigenen Store-Kopien',
    access: 'teacher',
    answer: moduleSummaryList,
    errors: [],
  },
})
