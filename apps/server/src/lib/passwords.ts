import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2 hashes with argon2id and OWASP-level memory and time costs by default.

export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // An account without a password yet (invited from a class list): as slow as a wrong password, so
  // the answer's time does not tell that an invitation is pending for the address.
  if (!passwordHash.startsWith('$argon2')) return verifyAgainstDummy(password)
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** The password hash of an account whose owner has not set a password yet (it matches no password). */
export const noPasswordYet = 'no-password-yet'

/**
 * Verified against when the e-mail is unknown, so that a wrong e-mail takes as long as a wrong
 * password and the answer time does not tell which addresses have accounts.
 */
let dummyHash: Promise<string> | undefined
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('lernraster-timing-equaliser')
  return dummyHash.then((stored) => verifyPassword(stored, password)).then(() => false)
}
