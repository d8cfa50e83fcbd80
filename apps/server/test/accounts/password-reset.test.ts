import { describe, expect, test } from 'vitest'
import {
  answer,
  api,
  createUser,
  invalid,
  lastMailTo,
  linkToken,
  mailsTo,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const NEW_PASSWORD = 'Neues-Passwort-2026'
const forgot = (email: string) => api(t.app).post('/auth/forgotPassword', { email })
const reset = (payload: object) => api(t.app).post('/auth/resetPassword', payload)
const login = (email: string, password: string) => api(t.app).post('/auth/login', { email, password })
const invalidToken = {
  status: 422,
  body: {
    code: 'invalidToken',
    message: 'Dieser Link ist abgelaufen oder wurde schon verwendet.',
    errors: { token: ['Dieser Link ist abgelaufen oder wurde schon verwendet.'] },
  },
}
const sent = { status: 200, body: { message: 'password recovery email sent' } }

async function requestLink(email: string): Promise<string> {
  expect(answer(await forgot(email))).toEqual(sent)
  return linkToken(await lastMailTo(t.app, email), 'token')
}

describe('forgotPassword', () => {
  test('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const { user } = await createUser(t.app)
    const unknown = uniqueEmail('niemand')
    const known = await forgot(user.email)
    const stranger = await forgot(unknown)
    expect(answer(known)).toEqual(sent)
    expect(answer(stranger)).toEqual(answer(known))
    expect(await mailsTo(t.app, unknown)).toEqual([])
    const [mail, ...others] = await mailsTo(t.app, user.email)
    expect(others).toEqual([])
    expect(mail!.subject).toBe('Passwort zurücksetzen')
    expect(mail!.text).toContain('3 Stunden gültig')
    expect(mail!.text).toContain(
      `http://lernraster.test/auth/resetPassword?token=${linkToken(mail!, 'token')}`,
    )
  })

  test('finds the account whatever the case and spacing of the address', async () => {
    const { user } = await createUser(t.app)
    expect(answer(await forgot(`  ${user.email.toUpperCase()} `))).toEqual(sent)
    expect(await mailsTo(t.app, user.email)).toHaveLength(1)
  })

  test('a malformed address is a validation error', async () => {
    expect(answer(await forgot('kein-at-zeichen'))).toEqual(
      invalid({ email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein'] }),
    )
  })

  test('demo accounts get no reset mail, and the same answer', async () => {
    const demo = await createUser(t.app, { email: 'demo@lernraster.example' })
    expect(answer(await forgot(demo.user.email))).toEqual(sent)
    expect(await mailsTo(t.app, demo.user.email)).toEqual([])
  })
})

describe('resetPassword', () => {
  test('sets the new password, ends every session and works only once', async () => {
    const first = await createUser(t.app)
    const email = first.user.email
    const second = await login(email, TEST_PASSWORD)
    const secondToken = (second.json() as { api_token: string }).api_token
    const token = await requestLink(email)

    const payload = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }
    expect(answer(await reset(payload))).toEqual({
      status: 200,
      body: { message: 'password changed successfully' },
    })
    for (const session of [first.token, secondToken]) {
      expect((await api(t.app, session).get('/users/userinfo')).statusCode).toBe(401)
    }
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401)
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200)

    const again = { token, password: 'Drittes-Passwort', password_confirmation: 'Drittes-Passwort' }
    expect(answer(await reset(again))).toEqual(invalidToken)
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  test('a new request replaces the previous link', async () => {
    const { user } = await createUser(t.app)
    const older = await requestLink(user.email)
    const newer = await requestLink(user.email)
    const payload = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }
    expect(answer(await reset({ token: older, ...payload }))).toEqual(invalidToken)
    expect((await reset({ token: newer, ...payload })).statusCode).toBe(200)
  })

  test('an unknown token is refused and changes nothing', async () => {
    const { user } = await createUser(t.app)
    await requestLink(user.email)
    const payload = { token: 'A'.repeat(43), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }
    expect(answer(await reset(payload))).toEqual(invalidToken)
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  const long = 'p'.repeat(129)
  test.each([
    ['missing password', { password: undefined }, { password: ['Bitte Passwort eingeben!'] }],
    ['empty password', { password: '' }, { password: ['Bitte Passwort eingeben!'] }],
    [
      'seven characters',
      { password: 'abcdefg', password_confirmation: 'abcdefg' },
      { password: ['Das Passwort muss mindestens 8 Zeichen lang sein!'] },
    ],
    [
      '129 characters',
      { password: long, password_confirmation: long },
      { password: ['Das Passwort darf höchstens 128 Zeichen lang sein'] },
    ],
    [
      'missing confirmation',
      { password_confirmation: undefined },
      { password_confirmation: ['Bitte bestätigen Sie Ihr Passwort!'] },
    ],
    [
      'empty confirmation',
      { password_confirmation: '' },
      { password_confirmation: ['Bitte bestätigen Sie Ihr Passwort!'] },
    ],
    [
      'different confirmation',
      { password_confirmation: `${NEW_PASSWORD}?` },
      { password_confirmation: ['Die Passwörter stimmen nicht überein!'] },
    ],
  ])('%s: 422 with the text of the spec, the link stays usable', async (_name, overrides, errors) => {
    const { user, token: session } = await createUser(t.app)
    const token = await requestLink(user.email)
    const base = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }
    expect(answer(await reset({ ...base, ...overrides }))).toEqual(invalid(errors))
    expect((await api(t.app, session).get('/users/userinfo')).statusCode).toBe(200)
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200)
    expect((await reset(base)).statusCode).toBe(200)
  })

  test('a missing token is a validation error on the field token', async () => {
    const response = await reset({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
    expect(answer(response)).toEqual(
      invalid({ token: ['Dieser Link ist abgelaufen oder wurde schon verwendet.'] }),
    )
  })

  // Moves this file's clock: the link is valid 3 hours (PASSWORD_RESET_HOURS).
  test('the link works at 179 minutes and is dead after 181', async () => {
    const early = await createUser(t.app)
    const late = await createUser(t.app)
    const earlyToken = await requestLink(early.user.email)
    const lateToken = await requestLink(late.user.email)
    const payload = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }
    t.clock.advanceMinutes(179)
    expect((await reset({ token: earlyToken, ...payload })).statusCode).toBe(200)
    t.clock.advanceMinutes(2)
    expect(answer(await reset({ token: lateToken, ...payload }))).toEqual(invalidToken)
    expect((await login(late.user.email, TEST_PASSWORD)).statusCode).toBe(200)
    expect((await login(late.user.email, NEW_PASSWORD)).statusCode).toBe(401)
  })
})
