import { errorMessages } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { generalFeedbacks } from '../../src/db/schema'
import { throttleRules } from '../../src/lib/throttle'
import {
  answer,
  api,
  apiFrom,
  createUser,
  mailsTo,
  randomIp,
  registerFields,
  registerTeacher,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/builders'
import { useTestApp } from '../support/test-app'

// Tests here move this file's clock forward; each uses its own addresses, so windows do not mix.
const t = useTestApp()

const tooMany = {
  status: 429,
  body: { code: 'tooManyRequests', message: 'Zu viele Versuche. Bitte warten Sie einen Moment.' },
}
const accountLocked = {
  status: 429,
  body: { code: 'accountLocked', message: errorMessages.accountLocked },
}
const loginFrom = (ip: string, email: string, password: string) =>
  apiFrom(t.app, ip).post('/auth/login', { email, password })

describe('login throttling', () => {
  test('5 failures a minute per e-mail and address, then 429 even for the right password', async () => {
    const { user } = await createUser(t.app)
    const ip = randomIp()
    for (const spelling of [user.email, user.email.toUpperCase(), user.email, user.email, user.email]) {
      expect((await loginFrom(ip, spelling, 'falsches-Passwort')).statusCode).toBe(401)
    }
    expect(answer(await loginFrom(ip, user.email, TEST_PASSWORD))).toEqual(tooMany)
    // The limit is per address and per e-mail: another client and another account are not held up.
    expect((await loginFrom(randomIp(), user.email, TEST_PASSWORD)).statusCode).toBe(200)
    const other = await createUser(t.app)
    expect((await loginFrom(ip, other.user.email, TEST_PASSWORD)).statusCode).toBe(200)

    t.clock.advanceMinutes(1)
    expect(answer(await loginFrom(ip, user.email, TEST_PASSWORD)).status).toBe(200)
  })

  test('after two minutes the right password works again', async () => {
    const { user } = await createUser(t.app)
    const ip = randomIp()
    for (let attempt = 0; attempt < 5; attempt++) await loginFrom(ip, user.email, 'falsch-falsch')
    expect(answer(await loginFrom(ip, user.email, TEST_PASSWORD))).toEqual(tooMany)
    t.clock.advanceMinutes(2)
    expect((await loginFrom(ip, user.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  test('an unknown e-mail is throttled like a known one', async () => {
    const ip = randomIp()
    const email = uniqueEmail('niemand')
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await loginFrom(ip, email, 'falsch-falsch')).statusCode).toBe(401)
    }
    expect(answer(await loginFrom(ip, email, 'falsch-falsch'))).toEqual(tooMany)
  })

  test('30 failures an hour per account hold back new browsers until the hour is over', async () => {
    const { user } = await createUser(t.app)
    for (let client = 0; client < 6; client++) {
      const ip = randomIp()
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await loginFrom(ip, user.email, `falsch-${client}-${attempt}`)).statusCode).toBe(401)
      }
    }
    expect(answer(await loginFrom(randomIp(), user.email, TEST_PASSWORD))).toEqual(accountLocked)
    t.clock.advanceMinutes(30)
    expect(answer(await loginFrom(randomIp(), user.email, TEST_PASSWORD))).toEqual(accountLocked)
    t.clock.advanceMinutes(31)
    expect((await loginFrom(randomIp(), user.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  test('wrong current passwords in updatePassword have their own cap, which locks no login', async () => {
    const { user, token } = await createUser(t.app)
    const client = api(t.app, token)
    const wrong = { current_password: 'nicht-das-Passwort', new_password: 'Neues-Passwort-1' }
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await client.post('/account/updatePassword', wrong)).statusCode).toBe(422)
    }
    const right = { current_password: TEST_PASSWORD, new_password: 'Neues-Passwort-1' }
    expect(answer(await client.post('/account/updatePassword', right))).toEqual(tooMany)
    expect((await loginFrom(randomIp(), user.email, TEST_PASSWORD)).statusCode).toBe(200)
    t.clock.advanceMinutes(61)
    expect((await client.post('/account/updatePassword', right)).statusCode).toBe(200)
  })
})

describe('throttling of mails and registrations', () => {
  test('forgotPassword: 3 an hour per e-mail, the 4th is 429 and mails nothing', async () => {
    const { user } = await createUser(t.app)
    const unknown = uniqueEmail('niemand')
    for (const email of [user.email, unknown]) {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await api(t.app).post('/auth/forgotPassword', { email })).statusCode).toBe(200)
      }
      expect(answer(await api(t.app).post('/auth/forgotPassword', { email }))).toEqual(tooMany)
    }
    expect(await mailsTo(t.app, user.email)).toHaveLength(3)
    const other = await createUser(t.app)
    expect((await api(t.app).post('/auth/forgotPassword', { email: other.user.email })).statusCode).toBe(200)
    t.clock.advanceMinutes(60)
    expect((await api(t.app).post('/auth/forgotPassword', { email: user.email })).statusCode).toBe(200)
    expect(await mailsTo(t.app, user.email)).toHaveLength(4)
  })

  test('resendEmailConfirmationToken: once a minute and 5 times an hour', async () => {
    const { email, token } = await registerTeacher(t.app)
    const resend = () => api(t.app, token).post('/auth/resendEmailConfirmationToken')
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await resend()).statusCode).toBe(200)
      t.clock.advanceMinutes(1)
    }
    expect(answer(await resend())).toEqual(tooMany)
    expect(await mailsTo(t.app, email)).toHaveLength(6)
    t.clock.advanceMinutes(56)
    expect((await resend()).statusCode).toBe(200)
    expect(await mailsTo(t.app, email)).toHaveLength(7)
  })

  test('register: 100 an hour per address, then 429 without creating the account', async () => {
    const ip = randomIp()
    const rule = throttleRules.registerPerIp(ip)
    expect(rule.limit).toBe(100)
    // 99 earlier registrations from this address, counted as the service counts them; the 100th is real.
    await t.app.ctx.throttle.record(...Array.from({ length: rule.limit - 1 }, () => rule.key))
    expect((await apiFrom(t.app, ip).post('/auth/register', registerFields())).statusCode).toBe(201)
    const fields = registerFields()
    expect(answer(await apiFrom(t.app, ip).post('/auth/register', fields))).toEqual(tooMany)
    expect(await mailsTo(t.app, fields.email)).toEqual([])
    expect((await apiFrom(t.app, randomIp()).post('/auth/register', fields)).statusCode).toBe(201)
  })

  test('general feedback: 20 an hour per teacher', async () => {
    const { user, token } = await createUser(t.app)
    const send = () => api(t.app, token).post('/general-feedbacks/send', { type: 'bug', content: 'Fehler' })
    for (let attempt = 0; attempt < 20; attempt++) expect((await send()).statusCode).toBe(200)
    expect(answer(await send())).toEqual(tooMany)
    const stored = await t.app.ctx.db
      .select()
      .from(generalFeedbacks)
      .where(eq(generalFeedbacks.userId, user.id))
    expect(stored).toHaveLength(20)
  })
})
