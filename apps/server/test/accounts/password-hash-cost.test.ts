import { hash } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { users } from '../../src/db/schema/users'
import { createUser, randomIp, registerTeacher, TEST_PASSWORD } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Decision 039: new hashes take the configured argon2 cost; a hash made at another cost still verifies,
// so an operator who raises the cost locks nobody out.

const t = useTestApp({ PASSWORD_HASH_MEMORY_KIB: '256', PASSWORD_HASH_PASSES: '3' })

const storedHash = async (email: string) => {
  const [row] = await t.app.ctx.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
  return row?.hash ?? ''
}

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/teacher/v1/auth/login',
    payload: { email, password },
    remoteAddress: randomIp(),
  })

describe('the cost of password hashes', () => {
  test('a new password is hashed with argon2id at the configured memory and passes', async () => {
    const { email } = await registerTeacher(t.app)
    expect(await storedHash(email)).toMatch(/^\$argon2id\$v=19\$m=256,t=3,p=1\$/)
  })

  test('a password hashed at another cost still lets its owner in', async () => {
    const { email } = (await createUser(t.app)).user
    const older = await hash(TEST_PASSWORD, { memoryCost: 4096, timeCost: 3, parallelism: 1 })
    await t.app.ctx.db.update(users).set({ passwordHash: older }).where(eq(users.email, email))
    expect((await login(email, 'Falsch-Passwort-9')).statusCode).not.toBe(200)
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200)
  })
})
