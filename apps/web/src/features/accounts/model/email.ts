/**
 * The e-mail pattern (docs/product/accounts.md "Registering"): the pattern of zod's `z.email()`, which the
 * server checks, so the two agree. Written out here so that zod stays out of the first screens' code.
 */
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim())
}
