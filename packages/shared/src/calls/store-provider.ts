import { messageResponse } from '../contracts/common'
import {
  auditExportQuery,
  auditListQuery,
  auditPage,
  balanceExportQuery,
  balanceListQuery,
  balancePage,
  grantAnswer,
  grantBody,
  purchaseMonthList,
  takedownBody,
  teacherBalance,
  teacherLookupQuery,
  waitingCount,
} from '../contracts/store-provider'
import { defineCalls } from './call'

/**
 * Issue 38 (docs/product/store.md "The provider's tools", decision 054): what the provider's
 * administrators (role 1) need beside the review: the waiting count, taking a module down, grants and
 * corrections, the crystal ledger and the audit trail. A teacher gets 403 from every one.
 */
export const storeProviderCalls = defineCalls('store provider', {
  'GET /publications/waitingCount': {
    operationId: 'countWaitingPublications',
    summary: 'Wie viele Veröffentlichungen auf Prüfung warten (nur Administration des Anbieters)',
    access: 'providerAdmin',
    answer: waitingCount,
    errors: [],
  },
  /**
   * Takes a listed module off the store with a reason mailed to its author; buyers keep their copies.
   * One not listed (any more): conflict, so two administrators at once decide once.
   */
  'POST /publications/takedown': {
    operationId: 'takeDownPublication',
    summary: 'Ein Modul mit Begründung aus dem Store nehmen (nur Administration des Anbieters)',
    access: 'providerAdmin',
    body: takedownBody,
    answer: messageResponse,
    errors: ['notFound', 'conflict'],
  },
  'GET /provider/teachers/byEmail': {
    operationId: 'findTeacherBalance',
    summary:
      'Eine Lehrperson mit ihrem Kristallstand, gesucht nach E-Mail (nur Administration des Anbieters)',
    access: 'providerAdmin',
    query: teacherLookupQuery,
    answer: teacherBalance,
    errors: ['notFound'],
  },
  /** Plus gives (grant), minus takes back (correction), never below zero (insufficientCrystals). */
  'POST /crystals/grant': {
    operationId: 'grantCrystals',
    summary: 'Einer Lehrperson Kristalle gutschreiben oder abziehen (nur Administration des Anbieters)',
    access: 'providerAdmin',
    body: grantBody,
    answer: grantAnswer,
    errors: ['insufficientCrystals', 'conflict'],
    idempotencyKey: true,
  },
  'GET /provider/balances': {
    operationId: 'listCrystalBalances',
    summary:
      'Die Kristallstände der Lehrpersonen, gesucht, sortiert, seitenweise (nur Administration des Anbieters)',
    access: 'providerAdmin',
    query: balanceListQuery,
    answer: balancePage,
    errors: [],
  },
  'GET /provider/balances.csv': {
    operationId: 'exportCrystalBalances',
    summary: 'Die Kristallstände der Lehrpersonen als CSV (nur Administration des Anbieters)',
    access: 'providerAdmin',
    query: balanceExportQuery,
    answers: 'file',
    errors: [],
  },
  'GET /provider/purchases': {
    operationId: 'listPurchasesByMonth',
    summary:
      'Käufe je Monat: Anzahl, ausgegebene und gutgeschriebene Kristalle (nur Administration des Anbieters)',
    access: 'providerAdmin',
    answer: purchaseMonthList,
    errors: [],
  },
  'GET /provider/purchases.csv': {
    operationId: 'exportPurchasesByMonth',
    summary: 'Käufe je Monat als CSV (nur Administration des Anbieters)',
    access: 'providerAdmin',
    answers: 'file',
    errors: [],
  },
  'GET /provider/audit': {
    operationId: 'listStoreAudit',
    summary: 'Das Prüfprotokoll des Stores, die neuesten zuerst (nur Administration des Anbieters)',
    access: 'providerAdmin',
    query: auditListQuery,
    answer: auditPage,
    errors: [],
  },
  'GET /provider/audit.csv': {
    operationId: 'exportStoreAudit',
    summary: 'Das Prüfprotokoll des Stores als CSV (nur Administration des Anbieters)',
    access: 'providerAdmin',
    query: auditExportQuery,
    answers: 'file',
    errors: [],
  },
})
