import { type Checked, emptyFields, failed } from './problem'

/*
 * The same pattern as the server's (zod's e-mail check), so an address the form lets through is not
 * refused again by the server for its format.
 */
const emailPattern =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export function isEmail(value: string): boolean {
  return emailPattern.test(value)
}

export type EmailChangeField = 'newEmail' | 'confirmation'

/**
 * docs/product/accounts.md "Account settings", the e-mail card, in its order: both filled, a valid address,
 * the two equal.
 */
export function checkEmailChange(input: {
  currentEmail: string
  newEmail: string
  confirmation: string
}): Checked<EmailChangeField, string> {
  const empty = emptyFields({ newEmail: input.newEmail, confirmation: input.confirmation })
  if (empty.length > 0) return failed('messages.account.allFieldsRequired', empty)
  // The server keeps addresses trimmed and in lower case; compare what it will compare.
  const newEmail = input.newEmail.trim().toLowerCase()
  if (!isEmail(newEmail)) return failed('messages.account.emailInvalid', ['newEmail'])
  if (input.confirmation.trim().toLowerCase() !== newEmail) {
    return failed('messages.account.emailsDiffer', ['confirmation'])
  }
  if (newEmail === input.currentEmail.trim().toLowerCase()) return failed('messages.account.noChanges')
  return { ok: true, value: newEmail }
}
