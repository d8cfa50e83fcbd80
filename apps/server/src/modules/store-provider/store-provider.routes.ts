import { storeProviderCalls } from '@lernraster/shared'
import type { FastifyReply } from 'fastify'
import { onceByKey } from '../../lib/idempotency'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { contentDisposition } from '../files/file-name'
import { countAwaiting } from '../store/review.repo'
import { listAudit } from './audit.repo'
import { listBalances, listPurchaseMonths } from './ledger.repo'
import { auditCsv, balancesCsv, datedFileName, purchasesCsv } from './provider.csv'
import { findTeacher, getAudit, getBalances, grantInApp } from './provider.service'
import { takeDownModule } from './takedown.service'

/** A CSV download, never cached (it holds names and balances). */
const sendCsv = (reply: FastifyReply, fileName: string, body: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('cache-control', 'no-store')
    .send(body)

/**
 * Issue 38 (docs/product/store.md "The provider's tools", decision 054): the waiting count, taking a
 * module down, grants and corrections, the ledger and the audit trail; role 1 only (access
 * 'providerAdmin': a teacher gets 403).
 */
export const storeProviderRoutes = callRoutes(storeProviderCalls, ({ ctx }) => ({
  'GET /publications/waitingCount': async () => ({ count: await countAwaiting(ctx.db) }),
  'POST /publications/takedown': async (request) =>
    takeDownModule(ctx, {
      actorId: currentUser(request).id,
      moduleId: request.body.id,
      reason: request.body.reason,
    }),
  'GET /provider/teachers/byEmail': async (request) => findTeacher(ctx, request.query.email),
  'POST /crystals/grant': async (request, reply) => {
    const admin = currentUser(request)
    // A double click on *Buchen* books once (decision 047).
    return onceByKey(ctx, request, reply, { userId: admin.id, fingerprint: request.body }, () =>
      grantInApp(ctx, admin.id, request.body),
    )
  },
  'GET /provider/balances': async (request) => getBalances(ctx, request.query),
  'GET /provider/balances.csv': async (request, reply) => {
    const { items } = await listBalances(ctx.db, request.query)
    return sendCsv(reply, datedFileName('Kristallstaende', ctx.clock.now()), balancesCsv(items))
  },
  'GET /provider/purchases': async () => listPurchaseMonths(ctx.db),
  'GET /provider/purchases.csv': async (_request, reply) =>
    sendCsv(
      reply,
      datedFileName('Kaeufe je Monat', ctx.clock.now()),
      purchasesCsv(await listPurchaseMonths(ctx.db)),
    ),
  'GET /provider/audit': async (request) => getAudit(ctx, request.query),
  'GET /provider/audit.csv': async (request, reply) => {
    const { items } = await listAudit(ctx.db, request.query)
    return sendCsv(reply, datedFileName('Pruefprotokoll Store', ctx.clock.now()), auditCsv(items))
  },
}))
