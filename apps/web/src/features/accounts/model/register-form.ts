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
 * Spec 1 §5, in its order. Length and matching are deliberately left to the server, whose 422 field
 * messages are shown under the same fields.
 */
export function validateRegister(values: RegisterValues): FormIssue<keyof RegisterValues> | null {
  if (!values.firstname.trim()) return { field: 'firstname', message: 'messages.auth.firstnameRequired' }
  if (!values.lastname.trim()) return { field: 'lastname', message: 'messages.auth.lastnameRequired' }
  if (!isValidEmail(values.email)) return { field: 'email', message: 'messages.auth.emailInvalid' }
  if (!values.password) return { field: 'password', message: 'messages.auth.passwordRequired' }
  if (!values.password_confirmation) {
    return { field: 'password_confirmation', message: 'messages.auth.passwordConfirmationRequired' }
  }
  return null
}
