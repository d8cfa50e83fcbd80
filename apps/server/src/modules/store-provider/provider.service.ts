import {
  type AuditPage,
  type BalancePage,
  type BalanceSort,
  type GrantBody,
  providerLimits,
  providerMessages,
  type TeacherBalance,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { grantCrystals } from '../store/crystals.service'
import { type AuditFilters, listAudit } from './audit.repo'
import { findTeacherBalance, listBalances } from './ledger.repo'

// The provider's crystal tools (issue 38): finding a teacher, granting or correcting, the ledger's
// balances and the audit trail, one page each.

const pageWindow = (page: number) => ({
  limit: providerLimits.perPage,
  offset: (page - 1) * providerLimits.perPage,
})

/** A teacher (or an administrator: they buy too) by address, with the balance; 404 for others. */
export async function findTeacher(ctx: AppContext, email: string): Promise<TeacherBalance> {
  const teacher = await findTeacherBalance(ctx.db, email, ctx.config.CRYSTALS_START)
  if (!teacher) throw new AppError('notFound', providerMessages.noSuchTeacher)
  return teacher
}

/**
 * A grant (plus) or a correction (minus) by an administrator in the app, through the same
 * `grantCrystals` as the command line: ledger entry, balance and audit line in one transaction,
 * never below zero.
 */
export async function grantInApp(
  ctx: AppContext,
  actorId: number,
  input: GrantBody,
): Promise<{ message: string; balance: number }> {
  const teacher = await findTeacherBalance(ctx.db, input.email, ctx.config.CRYSTALS_START)
  if (!teacher) throw AppError.field('email', providerMessages.noSuchTeacher)
  const balance = await grantCrystals(ctx, {
    actorId,
    userId: teacher.id,
    amount: input.amount,
    reason: input.reason,
  }).catch((error: unknown) => {
    // The command line speaks English; the app says it in German, in the provider's words.
    if (error instanceof AppError && error.code === 'insufficientCrystals')
      throw new AppError('insufficientCrystals', providerMessages.belowZero)
    throw error
  })
  return { message: input.amount > 0 ? providerMessages.granted : providerMessages.corrected, balance }
}

export async function getBalances(
  ctx: AppContext,
  query: { search?: string; sort: BalanceSort; page: number },
): Promise<BalancePage> {
  const found = await listBalances(ctx.db, { ...query, page: pageWindow(query.page) })
  return { ...found, page: query.page, per_page: providerLimits.perPage }
}

export async function getAudit(ctx: AppContext, query: AuditFilters & { page: number }): Promise<AuditPage> {
  const found = await listAudit(ctx.db, { ...query, page: pageWindow(query.page) })
  return { ...found, page: query.page, per_page: providerLimits.perPage }
}
