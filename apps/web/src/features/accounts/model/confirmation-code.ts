import type { FormIssue } from './form-issue'

export type ConfirmationCodeValues = { code: string }

/** docs/product/accounts.md "Confirming the address": the code must not be empty. */
export function validateConfirmationCode(values: ConfirmationCodeValues): FormIssue<'code'> | null {
  return normalizeCode(values.code)
    ? null
    : { field: 'code', message: 'messages.auth.confirmationCodeRequired' }
}

/**
 * Mail programs and phones like to show "123 456"; the server takes digits only (anything else it
 * reads as a link token), so spaces from a copy or a careful typist are dropped.
 */
export function normalizeCode(code: string): string {
  return code.replace(/\s+/g, '')
}
