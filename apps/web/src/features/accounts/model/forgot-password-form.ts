import { isValidEmail } from './email'
import type { FormIssue } from './form-issue'

export type ForgotPasswordValues = { email: string }

/** docs/product/accounts.md "Passwords", a forgotten password: a valid address. */
export function validateForgotPassword(values: ForgotPasswordValues): FormIssue<'email'> | null {
  return isValidEmail(values.email) ? null : { field: 'email', message: 'messages.auth.emailInvalid' }
}
