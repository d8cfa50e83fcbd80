import { z } from 'zod'
import { idField } from './subjects'

// What authors do with their store modules (decision 054): withdraw a submission that waits, take a
// listed module off the store, and read their sales.

/** `id`: the author's ORIGINAL module (its card's), never a store copy. */
export const withdrawPublicationBody = z.strictObject({ id: idField })
export const unlistModuleBody = z.strictObject({ id: idField })

/** One version of a line the author sold: its buyers and what they paid, in crystals. */
export const salesVersion = z.object({
  module_id: z.number().int(),
  /** Whether the store lists this version now. */
  listed: z.boolean(),
  published_at: z.string().nullable(),
  buyers: z.number().int(),
  crystals: z.number().int(),
})

/** A module line of the author: its versions, newest first, and the totals. */
export const salesLine = z.object({
  /** The line's original (it may be deleted meanwhile: its bought copies stay with their buyers). */
  origin_module_id: z.number().int(),
  name: z.string(),
  buyers: z.number().int(),
  crystals: z.number().int(),
  versions: z.array(salesVersion),
})

export const salesMonth = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  purchases: z.number().int(),
  crystals: z.number().int(),
})

/**
 * GET /store/sales: the caller's sales. Purchases count every purchase (free new versions and demo
 * accounts' too); crystals are what reached the author (the ledger's `sale` entries), so a demo buyer's
 * purchase (play crystals credit nothing) counts as a purchase without crystals.
 */
export const storeSales = z.object({
  total_crystals: z.number().int(),
  total_purchases: z.number().int(),
  lines: z.array(salesLine),
  /** The last 12 months, oldest first, months without sales included. */
  months: z.array(salesMonth),
})
export type StoreSales = z.infer<typeof storeSales>
