import { z } from 'zod'
import { providerMessages } from '../messages/store-provider'
import { storeAuditActions, storeLimits } from '../store'
import { balanceSorts, providerLimits } from '../store-provider'
import { emailField, pageOf, requiredText, storableText } from './common'
import { idField, idParam } from './subjects'

// The provider's tools for the store (issue 38, decision 054): the waiting count, the review lists'
// filters, taking a module down, grants and corrections, the crystal ledger and the audit trail.

const pageParam = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().int().min(1))
  .default(1)

const searchParam = storableText(
  z.string().trim().max(providerLimits.searchMax, { error: providerMessages.searchTooLong }),
).optional()

/** A calendar day, `2026-11-28`, read in the school's time zone. */
const dayParam = z
  .string({ error: providerMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: providerMessages.dateInvalid })
  // A day of the calendar: Date rolls 2026-02-30 over to 2 March, where the database refuses it.
  .refine(
    (value) => {
      const day = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
    },
    { error: providerMessages.dateInvalid },
  )
  .optional()

/**
 * The review lists' filters (all three tabs): words of the author's name or e-mail address, the
 * subject, the country, and the days of submission (both inclusive).
 */
export const reviewFilterFields = {
  author: searchParam,
  lernraster_subject_id: idParam.optional(),
  country_id: idParam.optional(),
  submitted_from: dayParam,
  submitted_to: dayParam,
}

export const waitingCount = z.object({ count: z.number().int() })
export type WaitingCount = z.infer<typeof waitingCount>

export const takedownBody = z.strictObject({
  id: idField,
  reason: requiredText(
    providerMessages.takedownReasonRequired,
    providerLimits.takedownReasonMax,
    providerMessages.takedownReasonTooLong,
    { multiline: true },
  ),
})
export type TakedownBody = z.input<typeof takedownBody>

export const teacherLookupQuery = z.strictObject({ email: emailField(providerMessages.emailInvalid) })
/** The teacher a grant goes to, shown before the provider confirms it. */
export const teacherBalance = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  balance: z.number().int(),
})
export type TeacherBalance = z.infer<typeof teacherBalance>

export const grantBody = z.strictObject({
  email: emailField(providerMessages.emailInvalid),
  /** Plus gives (a grant), minus takes back (a correction); never 0. */
  amount: z
    .number({ error: providerMessages.grantAmountInvalid })
    .int({ error: providerMessages.grantAmountInvalid })
    .min(-storeLimits.grantMax, { error: providerMessages.grantAmountInvalid })
    .max(storeLimits.grantMax, { error: providerMessages.grantAmountInvalid })
    .refine((amount) => amount !== 0, { error: providerMessages.grantAmountInvalid }),
  reason: requiredText(
    providerMessages.grantReasonRequired,
    storeLimits.grantReasonMax,
    providerMessages.grantReasonTooLong,
  ),
})
export type GrantBody = z.input<typeof grantBody>
export const grantAnswer = z.object({ message: z.string(), balance: z.number().int() })

export const balanceListQuery = z.strictObject({
  search: searchParam,
  sort: z.enum(balanceSorts).default('balance_desc'),
  page: pageParam,
})
export const balanceExportQuery = balanceListQuery.omit({ page: true })
export type BalanceListQuery = z.input<typeof balanceListQuery>
export const balancePage = pageOf(teacherBalance).extend({
  /** Every balance together: the crystals teachers hold. */
  sum: z.number().int(),
})
export type BalancePage = z.infer<typeof balancePage>

/** One month of purchases (months in the school's time zone), newest first. */
export const purchaseMonth = z.object({
  /** `2026-11`. */
  month: z.string(),
  purchases: z.number().int(),
  /** Of them, free ones (a new version of a module bought before). */
  free_purchases: z.number().int(),
  crystals_spent: z.number().int(),
  /** What reached the authors' balances; a demo account's purchase credits nothing. */
  crystals_credited: z.number().int(),
})
export type PurchaseMonth = z.infer<typeof purchaseMonth>
export const purchaseMonthList = z.array(purchaseMonth)

export const auditListQuery = z.strictObject({
  action: z.enum(storeAuditActions).optional(),
  /** Words of the name of whose crystals or module a line concerns, or of who acted. */
  person: searchParam,
  page: pageParam,
})
export const auditExportQuery = auditListQuery.omit({ page: true })
export type AuditListQuery = z.input<typeof auditListQuery>
export const auditLine = z.object({
  id: z.number().int(),
  created_at: z.string(),
  action: z.enum(storeAuditActions),
  actor_name: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  module_id: z.number().int().nullable(),
  module_name: z.string().nullable(),
  amount: z.number().int().nullable(),
  reason: z.string().nullable(),
})
export type AuditLine = z.infer<typeof auditLine>
export const auditPage = pageOf(auditLine)
export type AuditPage = z.infer<typeof auditPage>
