import type { FormIssue } from './form-issue'

export type LoginValues = { email: string; password: string }

/** docs/product/accounts.md "Logging in": both are required, and one message covers both. */
export function validateLogin(values: LoginValues): FormIssue<keyof LoginValues> | null {
  if (!values.email.trim()) return { field: 'email', message: 'messages.auth.loginMissing' }
  if (!values.password) return { field: 'password', message: 'messages.auth.loginMissing' }
  return null
}
