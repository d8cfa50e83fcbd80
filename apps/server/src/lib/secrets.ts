import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** 256 random bits, URL-safe: API tokens, link tokens, demo links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * Tokens are stored only as their SHA-256, so a copy of the database logs nobody in. Every request
 * hashes its token: the one-shot `hash` skips the Hash object `createHash` builds (decision 020).
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex')
}

export function newNumericCode(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('')
}

/** Readable generated passwords for `admin add-user`: no 0/O, 1/l/I to misread. */
export function newReadablePassword(length = 16): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('')
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
