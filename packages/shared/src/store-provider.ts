/**
 * The provider's tools for the store (issue 38, decision 054): limits of taking a module down, of the
 * ledger's and the audit trail's pages. No zod: screens import it.
 */
export const providerLimits = {
  /** The reason a takedown mails to the author (as long as a decline's). */
  takedownReasonMax: 1000,
  /** The ledger's and the audit trail's pages: long lists read on a laptop. */
  perPage: 20,
  /** A search in the ledger, the audit trail or the review lists. */
  searchMax: 100,
} as const

/** The orders of the ledger's balances: largest first, smallest first, by name. */
export const balanceSorts = ['balance_desc', 'balance_asc', 'name'] as const
export type BalanceSort = (typeof balanceSorts)[number]
