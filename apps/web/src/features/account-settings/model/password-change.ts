import { limits } from '@lernraster/shared'
import { type Checked, emptyFields, failed } from './problem'

export type PasswordChangeField = 'current' | 'next' | 'confirmation'

export type PasswordChange = { current_password: string; new_password: string }

/**
 * Spec 1 §5 "Change password", in its order: all three filled, the new one long enough, new and
 * confirmation equal. The body carries the new password, not the confirmation (decision 005).
 * Passwords are not trimmed: a space may be part of one.
 */
export function checkPasswordChange(
  input: Record<PasswordChangeField, string>,
): Checked<PasswordChangeField, PasswordChange> {
  const empty = emptyFields(input)
  if (empty.length > 0) return failed('messages.account.allFieldsRequired', empty)
  if (input.next.length < limits.passwordMinChangeForm) {
    return failed('messages.account.passwordTooShortForm', ['next'])
  }
  if (input.next !== input.confirmation) return failed('messages.account.passwordsDiffer', ['confirmation'])
  if (input.next === input.current) return failed('common.noChanges')
  return { ok: true, value: { current_password: input.current, new_password: input.next } }
}
