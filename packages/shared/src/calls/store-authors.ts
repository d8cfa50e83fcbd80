import { messageResponse } from '../contracts/common'
import { storeSales, unlistModuleBody, withdrawPublicationBody } from '../contracts/store-authors'
import { defineCalls } from './call'

/**
 * Issue 38 (decision 054; docs/product/store.md "For authors"): what an author does with their store
 * modules beyond publishing. Every call names the author's ORIGINAL; anyone else's gets 404.
 */
export const storeAuthorCalls = defineCalls('store', {
  /**
   * Takes back a submission the provider has not decided: the awaiting copy is deleted and the original
   * points again at its line's listed copy (or none). 409 when it no longer waits (decided meanwhile).
   */
  'POST /modules/withdrawPublication': {
    operationId: 'withdrawPublication',
    summary: 'Eine Einreichung zurückziehen, die noch auf Bestätigung wartet',
    access: 'teacher',
    body: withdrawPublicationBody,
    answer: messageResponse,
    errors: ['notFound', 'conflict'],
  },
  /**
   * Takes the line's listed copy off the store (buyers keep theirs), with a line in the audit trail.
   * 409 when the store lists nothing of the module.
   */
  'POST /modules/unlist': {
    operationId: 'unlistModule',
    summary: 'Ein eigenes Modul aus dem Store nehmen',
    access: 'teacher',
    body: unlistModuleBody,
    answer: messageResponse,
    errors: ['notFound', 'conflict'],
  },
  /** The caller's sales: per module line and version, and per month (the last 12). */
  'GET /store/sales': {
    operationId: 'getStoreSales',
    summary: 'Die eigenen Verkäufe im Store',
    access: 'teacher',
    answer: storeSales,
    errors: [],
  },
})
