import { hash, type Options, verify } from '@node-rs/argon2'

/**
 * argon2id's cost for new hashes, from the configuration (PASSWORD_HASH_MEMORY_KIB and _PASSES; OWASP's
 * 19 MiB and 2 passes until buildApp sets it). One setting for the process: every app in it has the
 * same configuration. A stored hash names its own cost, so verifying never depends on it
 * (decision 039).
 */
export const owaspHashCost = { memoryKib: 19_456, passes: 2 }

let hashCost: Pick<Options, 'memoryCost' | 'timeCost'> = {
  memoryCost: owaspHashCost.memoryKib,
  timeCost: owaspHashCost.passes,
}

export function setPasswordHashCost(memoryKib: number, passes: number): void {
  hashCost = { memoryCost: memoryKib, timeCost: passes }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { ...hashCost, parallelism: 1 })
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
