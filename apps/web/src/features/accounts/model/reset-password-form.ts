import { newPasswordIssue } from '@lernraster/shared'
import type { AuthMessageKey, FormIssue } from './form-issue'

export type ResetPasswordValues = { password: string; password_confirmation: string }
type Issue = FormIssue<keyof ResetPasswordValues>

const onPassword = (message: AuthMessageKey): Issue => ({ field: 'password', message })
const onConfirmation = (message: AuthMessageKey): Issue => ({ field: 'password_confirmation', message })

/**
 * docs/product/accounts.md "Passwords", the reset, in its order, with the one rule for every new password
 * (decision 005); checking the upper limit here too saves a round trip with a message the teacher could not
 * act on before.
 */
export function validateResetPassword({
  password,
  password_confirmation,
}: ResetPasswordValues): Issue | null {
  const issue = newPasswordIssue(password)
  if (issue) return onPassword(`messages.auth.${issue}`)
  if (!password_confirmation) return onConfirmation('messages.auth.passwordConfirmationRequired')
  if (password_confirmation !== password) return onConfirmation('messages.auth.passwordsDiffer')
  return null
}
