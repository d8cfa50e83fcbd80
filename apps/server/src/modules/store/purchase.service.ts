import { type ModulePurchaseAnswer, type modulePurchaseBody, storeMessages } from '@lernraster/shared'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { recordStoreAudit } from '../core/store-audit.repo'
import { type CrystalMove, moveCrystals, openCrystalAccount, readBalance } from './crystals.repo'
import { holdOffer, insertPurchase } from './purchase.repo'

const authorChanged =
  'Das Modul gehört nicht mehr dieser Autorin oder diesem Autor. Bitte laden Sie die Seite neu.'

/**
 * Buying a module of the store (docs/product/store.md "Buying"), in one
 * transaction: the purchase row (its primary key refuses a second one), then the price from the
 * buyer's balance to the author's, each with its ledger entry. A balance that would go below zero
 * rolls everything back. The two accounts are changed in user-id order, so two purchases between the
 * same two teachers in opposite directions never wait on each other in a circle (decision 018). A demo
 * account's purchase takes its play crystals without crediting the author.
 */
export async function purchaseModule(
  ctx: AppContext,
  buyer: { id: number; creditsAuthor: boolean },
  body: z.output<typeof modulePurchaseBody>,
): Promise<ModulePurchaseAnswer> {
  const now = ctx.clock.now()
  const buyerId = buyer.id
  return ctx.db.transaction(async (tx) => {
    const offer = await holdOffer(tx, buyerId, body.id)
    if (!offer?.listed) throw new AppError('notFound', storeMessages.notInStore)
    if (offer.owner_id === buyerId) throw new AppError('ownModule')
    if (body.admin_id !== undefined && body.admin_id !== offer.owner_id)
      throw AppError.field('admin_id', authorChanged)
    const price = offer.owns_earlier_version ? 0 : offer.crystals
    if (body.crystals !== undefined && body.crystals !== price) throw new AppError('priceChanged')
    const bought = await insertPurchase(tx, { moduleId: offer.id, userId: buyerId, crystals: price, now })
    if (!bought) throw new AppError('alreadyPurchased')
    const item = { moduleId: offer.id, moduleName: offer.name }
    const purchase: CrystalMove = { userId: buyerId, amount: -price, kind: 'purchase', ...item }
    const sale: CrystalMove = { userId: offer.owner_id, amount: price, kind: 'sale', ...item }
    const moves = (buyer.creditsAuthor ? [purchase, sale] : [purchase]).sort((a, b) => a.userId - b.userId)
    for (const move of moves) await openCrystalAccount(tx, move.userId, ctx.config.CRYSTALS_START, now)
    // Every purchase is in the audit trail, a free one too (decision 054).
    await recordStoreAudit(
      tx,
      {
        action: 'purchase',
        actorId: buyerId,
        userId: buyerId,
        ...item,
        amount: -price,
        credited: buyer.creditsAuthor ? price : 0,
      },
      now,
    )
    if (price === 0)
      return {
        message: storeMessages.purchased,
        module_id: offer.id,
        balance: await readBalance(tx, buyerId),
      }
    let balance = 0
    for (const move of moves) {
      const after = await moveCrystals(tx, move, now)
      if (after === undefined) throw new AppError('insufficientCrystals')
      if (move.userId === buyerId) balance = after
    }
    return { message: storeMessages.purchased, module_id: offer.id, balance }
  })
}
