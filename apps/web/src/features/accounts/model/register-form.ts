import { hasOnlyStorableCharacters } from '@lernraster/shared'
import { isValidEmail } from './email'
import type { FormIssue } from './form-issue'

export type RegisterValues = {
  firstname: string
  lastname: string
  email: string
  password: string
  password_confirmation: string
}

export const registerFields = ['firstname', 'lastname', 'email', 'password', 'password_confirmation'] as const

/**
 * docs/product/accounts.md "Registering", in its order, and the shared text rule for the names. Length and
 * matching are deliberately left to the server, whose 422 field messages are shown under the same fields.
 */
export function validateRegister(values: RegisterValues): FormIssue<keyof RegisterValues> | null {
  if (!values.firstname.trim()) return { field: 'firstname', message: 'messages.auth.firstnameRequired' }
  if (!values.lastname.trim()) return { field: 'lastname', message: 'messages.auth.lastnameRequired' }
  for (const field of ['firstname', 'lastname'] as const) {
    if (!hasOnlyStorableCharacters(values[field].trim()))
      return { field, message: 'messages.text.invalidCharacters' }
  }
  if (!isValidEmail(values.email)) return { field: 'email', message: 'messages.auth.emailInvalid' }
  if (!values.password) return { field: 'password', message: 'messages.auth.passwordRequired' }
  if (!values.password_confirmation) {
    return { field: 'password_confirmation', message: 'messages.auth.passwordConfirmationRequired' }
  }
  return null
}
