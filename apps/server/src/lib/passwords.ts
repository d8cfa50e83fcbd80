import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2 hashes with argon2id and OWASP-level memory and time costs by default.

export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/**
 * Verified against when the e-mail is unknown, so that a wrong e-mail takes as long as a wrong
 * password and the answer time does not tell which addresses have accounts.
 */
let dummyHash: Promise<string> | undefined
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('lernraster-timing-equaliser')
  return dummyHash.then((stored) => verifyPassword(stored, password)).then(() => false)
}
