import { hasOnlyStorableCharacters, limits } from '@lernraster/shared'
import { isValidEmail } from './email'
import type { AuthMessageKey, FormIssue } from './form-issue'

export type ConfirmInfoValues = { firstname: string; lastname: string; email: string }

export const confirmInfoFields = ['firstname', 'lastname', 'email'] as const

function nameIssue(value: string, requiredMessage: AuthMessageKey): FormIssue<never>['message'] | null {
  const name = value.trim()
  if (!name) return requiredMessage
  if (name.length < limits.nameMin) return 'messages.auth.nameTooShort'
  return hasOnlyStorableCharacters(name) ? null : 'messages.text.invalidCharacters'
}

/**
 * docs/product/accounts.md "Confirming the address", confirm info: both names (at least two characters), a
 * valid address.
 */
export function validateConfirmInfo(values: ConfirmInfoValues): FormIssue<keyof ConfirmInfoValues> | null {
  const firstname = nameIssue(values.firstname, 'messages.auth.firstnameRequired')
  if (firstname) return { field: 'firstname', message: firstname }
  const lastname = nameIssue(values.lastname, 'messages.auth.lastnameRequired')
  if (lastname) return { field: 'lastname', message: lastname }
  if (!isValidEmail(values.email)) return { field: 'email', message: 'messages.auth.emailInvalid' }
  return null
}
