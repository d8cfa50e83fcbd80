import { limits } from '@lernraster/shared'
import type { AuthMessageKey, FormIssue } from './form-issue'

export type ResetPasswordValues = { password: string; password_confirmation: string }
type Issue = FormIssue<keyof ResetPasswordValues>

const onPassword = (message: AuthMessageKey): Issue => ({ field: 'password', message })
const onConfirmation = (message: AuthMessageKey): Issue => ({ field: 'password_confirmation', message })

/**
 * Spec 1 §5 "reset password", in its order. The upper limit is the server's (decision 005); checking
 * it here saves a round trip with a message the teacher could not act on before.
 */
export function validateResetPassword({
  password,
  password_confirmation,
}: ResetPasswordValues): Issue | null {
  if (!password) return onPassword('messages.auth.passwordRequired')
  if (password.length < limits.passwordMin) return onPassword('messages.auth.passwordTooShort')
  if (password.length > limits.passwordMax) return onPassword('messages.auth.passwordTooLong')
  if (!password_confirmation) return onConfirmation('messages.auth.passwordConfirmationRequired')
  if (password_confirmation !== password) return onConfirmation('messages.auth.passwordsDiffer')
  return null
}
