import { errorMessages } from '@lernraster/shared'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, test } from 'vitest'
import {
  API,
  answer,
  apiFrom,
  createUser,
  linkToken,
  mailsTo,
  randomIp,
  registerFields,
  TEST_PASSWORD,
} from '../support/builders'
import { buildTestApp, useTestApp } from '../support/test-app'

// Decision 010: a stranger's wrong passwords hold back browsers the account has never used, never
// the owner's own; the owner hears of it and gets in on a new browser by setting a new password.
const t = useTestApp()

const accountLocked = { status: 429, body: { code: 'accountLocked', message: errorMessages.accountLocked } }
const tooMany = { status: 429, body: { code: 'tooManyRequests', message: errorMessages.tooManyRequests } }
const lockoutSubject = 'Viele falsche Anmeldungen bei Ihrem Lernraster-Konto'

/** The browser's device cookie from an answer, as the browser would send it back. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'lernraster_device')
  if (!cookie) throw new Error(`no device cookie in ${response.statusCode} ${response.body}`)
  return `lernraster_device=${cookie.value}`
}

function post(path: string, payload: object, from: { ip?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    payload,
    remoteAddress: from.ip ?? randomIp(),
    headers: from.cookie ? { cookie: from.cookie } : {},
  })
}

const login = (email: string, password: string, from: { ip?: string; cookie?: string } = {}) =>
  post('/auth/login', { email, password }, from)

/** 30 wrong passwords from 6 addresses, 5 each: under the per-address slowdown, at the account's cap. */
async function strangerGuesses(email: string): Promise<string> {
  let lastIp = ''
  for (let client = 0; client < 6; client++) {
    lastIp = randomIp()
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(email, `rate-${client}-${attempt}`, { ip: lastIp })).statusCode).toBe(401)
    }
  }
  return lastIp
}

describe('a stranger guessing passwords', () => {
  test('is held back, and so is every new browser, even with the right password', async () => {
    const { user } = await createUser(t.app)
    await strangerGuesses(user.email)
    expect(answer(await login(user.email, TEST_PASSWORD))).toEqual(accountLocked)
    // A made-up device cookie is no way round it.
    const forged = `lernraster_device=${'A'.repeat(43)}`
    expect(answer(await login(user.email, TEST_PASSWORD, { cookie: forged }))).toEqual(accountLocked)
  })

  test('never locks the owner out of a browser the owner has logged in with', async () => {
    const { user } = await createUser(t.app)
    const ownBrowser = deviceCookieOf(await login(user.email, TEST_PASSWORD))
    const strangerIp = await strangerGuesses(user.email)
    // Even from the stranger's address (one school network, one address).
    const owner = await login(user.email, TEST_PASSWORD, { ip: strangerIp, cookie: ownBrowser })
    expect(owner.statusCode, owner.body).toBe(200)
    expect((await login(user.email, TEST_PASSWORD, { ip: strangerIp })).statusCode).toBe(429)
  })

  test('cannot borrow the trust another account has in a browser', async () => {
    const owner = await createUser(t.app)
    const stranger = await createUser(t.app)
    const strangersBrowser = deviceCookieOf(await login(stranger.user.email, TEST_PASSWORD))
    await strangerGuesses(owner.user.email)
    const attempt = await login(owner.user.email, TEST_PASSWORD, { cookie: strangersBrowser })
    expect(answer(attempt)).toEqual(accountLocked)
  })

  test('the browser a teacher registered with counts as their own', async () => {
    const fields = registerFields()
    const registered = await post('/auth/register', fields)
    expect(registered.statusCode).toBe(201)
    await strangerGuesses(fields.email)
    const owner = await login(fields.email, fields.password, { cookie: deviceCookieOf(registered) })
    expect(owner.statusCode, owner.body).toBe(200)
  })
})

describe('the owner', () => {
  test('is told once by mail, and a new password lets a new browser in at once', async () => {
    const { user } = await createUser(t.app)
    await strangerGuesses(user.email)
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(answer(await login(user.email, `weiter-${attempt}`))).toEqual(accountLocked)
    }
    const notices = (await mailsTo(t.app, user.email)).filter((mail) => mail.subject === lockoutSubject)
    expect(notices).toHaveLength(1)
    expect(notices[0]?.text).toContain('30-mal ein falsches Passwort')
    expect(notices[0]?.text).toContain('http://lernraster.test/auth/forgotPassword')

    const newBrowserIp = randomIp()
    expect(answer(await login(user.email, TEST_PASSWORD, { ip: newBrowserIp }))).toEqual(accountLocked)
    expect((await post('/auth/forgotPassword', { email: user.email })).statusCode).toBe(200)
    const [resetMail] = (await mailsTo(t.app, user.email)).filter(
      (mail) => mail.subject === 'Passwort zurücksetzen',
    )
    const newPassword = 'Neues-Raster-2026'
    const reset = await post(
      '/auth/resetPassword',
      { token: linkToken(resetMail!, 'token'), password: newPassword, password_confirmation: newPassword },
      { ip: newBrowserIp },
    )
    expect(reset.statusCode, reset.body).toBe(200)
    const loggedIn = await login(user.email, newPassword, { ip: newBrowserIp, cookie: deviceCookieOf(reset) })
    expect(loggedIn.statusCode, loggedIn.body).toBe(200)
    // The reset also ended the lock for the owner's other new browsers (a phone, the staff room PC).
    expect((await login(user.email, newPassword)).statusCode).toBe(200)
  })

  test("has a limit of their own browser's, which only that browser fills", async () => {
    const { user } = await createUser(t.app)
    const ownBrowser = deviceCookieOf(await login(user.email, TEST_PASSWORD))
    const ip = randomIp()
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(user.email, `vertippt-${attempt}`, { ip, cookie: ownBrowser })).statusCode).toBe(
        401,
      )
    }
    expect(answer(await login(user.email, TEST_PASSWORD, { ip, cookie: ownBrowser }))).toEqual(tooMany)
    // Those were the owner's own attempts: new browsers are not held back by them.
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200)
    t.clock.advanceMinutes(61)
    expect((await login(user.email, TEST_PASSWORD, { ip, cookie: ownBrowser })).statusCode).toBe(200)
  })

  test('can be let in at once by the provider: npm run admin -- unlock', async () => {
    const { user } = await createUser(t.app)
    await strangerGuesses(user.email)
    expect(answer(await login(user.email, TEST_PASSWORD))).toEqual(accountLocked)
    const { runAdminCommand } = await import('../../src/admin/commands')
    expect(await runAdminCommand(t.app.ctx, { name: 'unlock', email: user.email })).toBe(
      `${user.email} can log in from new browsers again.`,
    )
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200)
  })
})

describe('the device cookie', () => {
  test('is HttpOnly, SameSite=Strict, limited to the /auth/ calls, and kept across logins', async () => {
    const { user } = await createUser(t.app)
    const first = await login(user.email, TEST_PASSWORD)
    const [cookie] = first.cookies
    expect(cookie).toMatchObject({
      name: 'lernraster_device',
      path: '/api/teacher/v1/auth/',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 400 * 24 * 60 * 60,
    })
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie?.secure).toBeUndefined()
    const again = await login(user.email, TEST_PASSWORD, { cookie: deviceCookieOf(first) })
    expect(deviceCookieOf(again)).toBe(deviceCookieOf(first))
    // Something that is not a device id we issue is ignored and replaced.
    const replaced = await login(user.email, TEST_PASSWORD, { cookie: 'lernraster_device=<script>' })
    expect(deviceCookieOf(replaced)).toMatch(/^lernraster_device=[A-Za-z0-9_-]{43}$/)
  })

  test('is Secure when the app is served over https', async () => {
    const https = await buildTestApp({ APP_URL: 'https://lernraster.schule.example' })
    try {
      const { user } = await createUser(https.app)
      const response = await apiFrom(https.app, randomIp()).post('/auth/login', {
        email: user.email,
        password: TEST_PASSWORD,
      })
      expect(response.cookies[0]?.secure).toBe(true)
    } finally {
      await https.close()
    }
  })
})
