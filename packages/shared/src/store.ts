/**
 * Business constants of publishing, the module store and crystals (docs/product/store.md "Publishing", "Buying"), named once for the server and the client. No zod: screens import it.
 */

export const storeLimits = {
  /** docs/product/store.md "Metadata and lists": at most 500 characters. */
  metaDescriptionMax: 500,
  /** Tags one module may carry: enough to describe it, few enough to keep the filter meaningful. */
  tagsMax: 8,
  /** The store's lists (levels, types, languages, countries, subjects) have smallint ids. */
  lookupIdMax: 32_767,
  /** The provider's reason for a decline, mailed to the author. */
  declineReasonMax: 1000,
  /** A grant's reason in the crystal history. */
  grantReasonMax: 300,
  /** The largest single grant or withdrawal the provider's command accepts. */
  grantMax: 100_000,
  /** Spec-like lists: 10 per page (the subjects table and the planning lists use the same). */
  perPage: 10,
  searchMax: 100,
} as const

/** The store's sort orders: newest first, then by price both ways. */
export const storeSorts = ['newest', 'price_asc', 'price_desc'] as const
export type StoreSort = (typeof storeSorts)[number]

/**
 * What moved crystals: the opening amount, a purchase (minus), a sale (plus), the provider's grant
 * (plus; before decision 054 also minus) and the provider's correction (minus).
 */
export const crystalEntryKinds = ['start', 'purchase', 'sale', 'grant', 'correction'] as const
export type CrystalEntryKind = (typeof crystalEntryKinds)[number]

/**
 * What the store's audit trail records (decision 054): purchases, the provider's grants and corrections
 * of crystals, and modules taken off the store by the provider (takedown) or by their author (unlist).
 */
export const storeAuditActions = ['purchase', 'grant', 'correction', 'takedown', 'unlist'] as const
export type StoreAuditAction = (typeof storeAuditActions)[number]
