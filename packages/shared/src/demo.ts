/**
 * docs/product/accounts.md "Demo accounts": a demo user is one whose e-mail contains the word "demo" together
 * with the product's domain. Shared so that the server (nightly reset) and the client (banner) agree.
 */
export function isDemoEmail(email: string | null, productDomain: string): boolean {
  if (email === null) return false
  const lower = email.toLowerCase()
  return lower.includes('demo') && lower.endsWith(`@${productDomain.toLowerCase()}`)
}
