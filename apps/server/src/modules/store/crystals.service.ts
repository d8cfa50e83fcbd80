import { type CrystalHistory, storeLimits } from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { recordStoreAudit } from '../core/store-audit.repo'
import { moveCrystals, openCrystalAccount, readBalance, readCrystalHistory } from './crystals.repo'

// A teacher's crystals: the balance, its history, and the provider's grants (decision 018).

export async function getBalance(ctx: AppContext, userId: number): Promise<{ balance: number }> {
  await openCrystalAccount(ctx.db, userId, ctx.config.CRYSTALS_START, ctx.clock.now())
  return { balance: await readBalance(ctx.db, userId) }
}

export async function getHistory(ctx: AppContext, userId: number, page: number): Promise<CrystalHistory> {
  await openCrystalAccount(ctx.db, userId, ctx.config.CRYSTALS_START, ctx.clock.now())
  const perPage = storeLimits.perPage
  const history = await readCrystalHistory(ctx.db, userId, { limit: perPage, offset: (page - 1) * perPage })
  return { ...history, page, per_page: perPage }
}

/**
 * The provider gives crystals (a grant) or, with a negative amount, takes some back (a correction);
 * never below zero. The ledger entry and the audit line (decision 054) are written with the balance, in
 * one transaction. `actorId` is the provider's administrator, null from the command line. Returns the
 * new balance.
 */
export async function grantCrystals(
  ctx: AppContext,
  input: { actorId: number | null; userId: number; amount: number; reason: string },
): Promise<number> {
  const now = ctx.clock.now()
  const kind = input.amount < 0 ? 'correction' : 'grant'
  return ctx.db.transaction(async (tx) => {
    await openCrystalAccount(tx, input.userId, ctx.config.CRYSTALS_START, now)
    const after = await moveCrystals(
      tx,
      { userId: input.userId, amount: input.amount, kind, reason: input.reason },
      now,
    )
    if (after === undefined) {
      throw new AppError('insufficientCrystals', 'The balance would go below zero; nothing was changed.')
    }
    const { actorId, userId, amount, reason } = input
    await recordStoreAudit(tx, { action: kind, actorId, userId, amount, reason }, now)
    return after
  })
}
