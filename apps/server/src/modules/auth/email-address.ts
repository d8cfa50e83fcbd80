import { accountMessages, authMessages, isDemoEmail } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import type { SessionUser, UserRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { updateUser } from '../users/users.repo'
import { sendEmailConfirmation } from './email-confirmation.service'

// Rules for the address of an account, shared by registration, confirmInfo and the settings.

/** Addresses of the product's own domain with "demo" in them are the demo accounts' and nobody else's. */
export function assertNotReserved(ctx: AppContext, email: string, field: string): void {
  if (isDemoEmail(email, ctx.config.PRODUCT_DOMAIN)) {
    throw AppError.field(field, authMessages.emailReservedForDemo)
  }
}

/** Visitors share the demo accounts: they may rename and play, never lock others out. */
export function assertNotDemo(ctx: AppContext, user: SessionUser): void {
  if (isDemoEmail(user.email, ctx.config.PRODUCT_DOMAIN)) {
    throw new AppError('forbidden', accountMessages.notInDemo)
  }
}

/** Starts an address change: unconfirmed accounts switch at once, confirmed ones on confirmation. */
export async function changeAddress(
  ctx: AppContext,
  tx: Db,
  user: SessionUser,
  email: string,
  otherChanges: Partial<Pick<UserRow, 'firstname' | 'lastname'>> = {},
): Promise<UserRow> {
  const now = ctx.clock.now()
  const updated = user.emailConfirmed
    ? await updateUser(tx, user.id, { ...otherChanges, newEmail: email }, now)
    : await updateUser(tx, user.id, { ...otherChanges, email, newEmail: null }, now)
  await sendEmailConfirmation(ctx, tx, updated, email)
  return updated
}
