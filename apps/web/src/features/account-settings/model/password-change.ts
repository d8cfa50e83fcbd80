import { newPasswordIssue } from '@lernraster/shared'
import { type Checked, emptyFields, failed } from './problem'

export type PasswordChangeField = 'current' | 'next' | 'confirmation'

export type PasswordChange = { current_password: string; new_password: string }

/**
 * docs/product/accounts.md "Account settings", the password card, in its order: all three filled, the new one
 * long enough, new and confirmation equal. "Long enough" is the one rule for every new password, with the
 * server's message (decision 005). The body carries the new password, not the confirmation. Passwords are not
 * trimmed: a space may be part of one.
 */
export function checkPasswordChange(
  input: Record<PasswordChangeField, string>,
): Checked<PasswordChangeField, PasswordChange> {
  const empty = emptyFields(input)
  if (empty.length > 0) return failed('messages.account.allFieldsRequired', empty)
  const issue = newPasswordIssue(input.next)
  if (issue) return failed(`messages.auth.${issue}`, ['next'])
  if (input.next !== input.confirmation) return failed('messages.account.passwordsDiffer', ['confirmation'])
  if (input.next === input.current) return failed('messages.account.noChanges')
  return { ok: true, value: { current_password: input.current, new_password: input.next } }
}
