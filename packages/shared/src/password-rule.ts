import { limits } from './limits'
import type { authMessages } from './messages/auth'

/** The key of the shared text (`authMessages`) that says what is wrong with a new password. */
export type NewPasswordIssue = Extract<
  keyof typeof authMessages,
  'passwordRequired' | 'passwordTooShort' | 'passwordTooLong'
>

/**
 * The rule for every new password (register, reset, change), in the order it is told: the server's
 * `newPasswordField` and the web forms both follow it. A plain function, so a form can check a
 * password without loading zod.
 */
export function newPasswordIssue(password: string): NewPasswordIssue | null {
  if (password.length === 0) return 'passwordRequired'
  if (password.length < limits.passwordMin) return 'passwordTooShort'
  if (password.length > limits.passwordMax) return 'passwordTooLong'
  return null
}
