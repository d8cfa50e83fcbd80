import { isValidEmail } from './email'
import type { FormIssue } from './form-issue'

export type ForgotPasswordValues = { email: string }

/** Spec 1 §5 "forgot password": a valid address. */
export function validateForgotPassword(values: ForgotPasswordValues): FormIssue<'email'> | null {
  return isValidEmail(values.email) ? null : { field: 'email', message: 'messages.auth.emailInvalid' }
}
