import { authMessages } from '@lernraster/shared'
import { describe, expect, test } from 'vitest'
import { runAdminCommand } from '../../src/admin/commands'
import { findUserByEmail } from '../../src/modules/users/users.repo'
import {
  answer,
  api,
  apiFrom,
  body,
  confirmationCode,
  lastMailTo,
  linkToken,
  mailsTo,
  otherCode,
  randomIp,
  registerFields,
  registerTeacher,
} from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const invalidCode = { code: 'invalidToken', message: authMessages.confirmationCodeInvalid }
const invalidLink = { code: 'invalidToken', message: authMessages.confirmationLinkInvalid }
const confirm = (token: string | undefined, value: string) =>
  api(t.app, token).post('/auth/emailConfirmation', { email_confirmation_token: value })

async function confirmedFlag(email: string) {
  return (await findUserByEmail(t.app.ctx.db, email))?.emailConfirmed
}

describe('account lifecycle', () => {
  test('register, mail, confirm by code, wait for activation, activate, log in', async () => {
    const fields = registerFields()
    const registered = await apiFrom(t.app, randomIp()).post('/auth/register', fields)
    expect(registered.statusCode).toBe(201)
    const registerToken = body<{ api_token: string }>(registered).api_token
    expect(registerToken).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const mail = await lastMailTo(t.app, fields.email)
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse')
    expect(mail.sent_at).not.toBeNull()
    const code = confirmationCode(mail)
    expect(code).toMatch(/^\d{6}$/)
    const link = linkToken(mail, 'email_confirmation_token')
    expect(mail.text).toContain(`http://lernraster.test/auth/confirmEmail?email_confirmation_token=${link}`)

    const client = api(t.app, registerToken)
    const before = await client.get('/users/userinfo')
    expect(answer(before)).toEqual({
      status: 200,
      body: {
        id: expect.any(Number),
        firstname: 'Vreni',
        lastname: 'Muster',
        email: fields.email,
        new_email: null,
        email_confirmed: false,
        activated: false,
        role_id: 3,
        goal: 4,
        show_tour: true,
        seen_tours: [],
        is_demo: false,
      },
    })
    const unconfirmed = await client.get('/users/getUserByEmail', { email: fields.email })
    expect(answer(unconfirmed)).toEqual({
      status: 403,
      body: { code: 'emailNotConfirmed', message: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.' },
    })

    expect(answer(await confirm(registerToken, code))).toEqual({
      status: 200,
      body: { message: 'email confirmed' },
    })
    const confirmed = body(await client.get('/users/userinfo'))
    expect(confirmed).toMatchObject({ email_confirmed: true, activated: false })

    const waiting = await client.get('/users/getUserByEmail', { email: fields.email })
    expect(answer(waiting)).toEqual({
      status: 403,
      body: { code: 'accountNotActivated', message: 'Ihr Konto wurde noch nicht aktiviert.' },
    })
    expect((await client.get('/users/userinfo')).statusCode).toBe(200)

    const printed = await runAdminCommand(t.app.ctx, { name: 'activate', email: fields.email })
    expect(printed).toBe(`Activated ${fields.email}.`)
    expect((await lastMailTo(t.app, fields.email)).subject).toBe('Ihr Lernraster-Konto ist aktiviert')

    const login = await api(t.app).post('/auth/login', { email: fields.email, password: fields.password })
    expect(login.statusCode).toBe(200)
    const loginToken = body<{ api_token: string }>(login).api_token
    expect(loginToken).not.toBe(registerToken)
    const after = await api(t.app, loginToken).get('/users/userinfo')
    expect(body(after)).toMatchObject({ email: fields.email, email_confirmed: true, activated: true })
    const found = await api(t.app, loginToken).get('/users/getUserByEmail', { email: fields.email })
    expect(answer(found)).toEqual({
      status: 200,
      body: { id: body(after).id, firstname: 'Vreni', lastname: 'Muster' },
    })
  })

  test('the link confirms without any session', async () => {
    const { email } = await registerTeacher(t.app)
    const link = linkToken(await lastMailTo(t.app, email), 'email_confirmation_token')
    expect(answer(await confirm(undefined, link))).toEqual({
      status: 200,
      body: { message: 'email confirmed' },
    })
    expect(await confirmedFlag(email)).toBe(true)
    // Confirmation is single use: the link is spent.
    expect(answer(await confirm(undefined, link))).toEqual({ status: 422, body: invalidLink })
  })
})

describe('confirmation code and link', () => {
  test('the code needs the session it was sent to', async () => {
    const { email } = await registerTeacher(t.app)
    const code = confirmationCode(await lastMailTo(t.app, email))
    expect(answer(await confirm(undefined, code))).toEqual({
      status: 401,
      body: { code: 'unauthenticated', message: 'Bitte melden Sie sich an.' },
    })
    const stranger = await registerTeacher(t.app)
    expect(answer(await confirm(stranger.token, code))).toEqual({ status: 422, body: invalidCode })
    expect(await confirmedFlag(email)).toBe(false)
    expect(await confirmedFlag(stranger.email)).toBe(false)
  })

  test('a wrong code and a wrong link are refused with the texts of the spec', async () => {
    const { email, token } = await registerTeacher(t.app)
    const code = confirmationCode(await lastMailTo(t.app, email))
    expect(answer(await confirm(token, otherCode(code)))).toEqual({ status: 422, body: invalidCode })
    expect(answer(await confirm(token, 'not-the-link-token-at-all-0123456789'))).toEqual({
      status: 422,
      body: invalidLink,
    })
    expect(answer(await confirm(token, '   '))).toEqual({
      status: 422,
      body: {
        code: 'validation',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        errors: { email_confirmation_token: ['Bitte geben Sie den Bestätigungscode ein'] },
      },
    })
    expect(await confirmedFlag(email)).toBe(false)
    expect(answer(await confirm(token, code)).status).toBe(200)
  })

  test('five wrong codes kill the code, even when the sixth is right, and its link too', async () => {
    const { email, token } = await registerTeacher(t.app)
    const mail = await lastMailTo(t.app, email)
    const code = confirmationCode(mail)
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(answer(await confirm(token, otherCode(code)))).toEqual({ status: 422, body: invalidCode })
    }
    expect(answer(await confirm(token, code))).toEqual({ status: 422, body: invalidCode })
    const link = linkToken(mail, 'email_confirmation_token')
    expect(answer(await confirm(undefined, link))).toEqual({ status: 422, body: invalidLink })
    expect(await confirmedFlag(email)).toBe(false)
  })

  test('four wrong codes still leave the right one working', async () => {
    const { email, token } = await registerTeacher(t.app)
    const code = confirmationCode(await lastMailTo(t.app, email))
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await confirm(token, otherCode(code))).statusCode).toBe(422)
    }
    expect(answer(await confirm(token, code)).status).toBe(200)
    expect(await confirmedFlag(email)).toBe(true)
  })

  test('resend mails a new code and link, kills the old ones and is throttled', async () => {
    const { email, token } = await registerTeacher(t.app)
    const first = await lastMailTo(t.app, email)
    const resend = () => api(t.app, token).post('/auth/resendEmailConfirmationToken')

    expect(answer(await resend())).toEqual({ status: 200, body: { message: 'email sent' } })
    const mails = await mailsTo(t.app, email)
    expect(mails).toHaveLength(2)
    const second = mails[0]!
    expect(second.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse')
    expect(linkToken(second, 'email_confirmation_token')).not.toBe(
      linkToken(first, 'email_confirmation_token'),
    )

    expect(answer(await resend())).toEqual({
      status: 429,
      body: { code: 'tooManyRequests', message: 'Zu viele Versuche. Bitte warten Sie einen Moment.' },
    })
    expect(await mailsTo(t.app, email)).toHaveLength(2)

    const oldLink = linkToken(first, 'email_confirmation_token')
    expect(answer(await confirm(undefined, oldLink))).toEqual({ status: 422, body: invalidLink })
    if (confirmationCode(first) !== confirmationCode(second)) {
      expect(answer(await confirm(token, confirmationCode(first)))).toEqual({
        status: 422,
        body: invalidCode,
      })
    }
    expect(answer(await confirm(token, confirmationCode(second))).status).toBe(200)
    expect(await confirmedFlag(email)).toBe(true)
  })

  test('resend once the address is confirmed is refused and mails nothing', async () => {
    const { email, token } = await registerTeacher(t.app)
    expect((await confirm(token, confirmationCode(await lastMailTo(t.app, email)))).statusCode).toBe(200)
    const response = await api(t.app, token).post('/auth/resendEmailConfirmationToken')
    expect(answer(response)).toEqual({
      status: 422,
      body: {
        code: 'validation',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        errors: { email: ['Die E-Mail-Adresse ist bereits bestätigt.'] },
      },
    })
    expect(await mailsTo(t.app, email)).toHaveLength(1)
  })

  // Moves the clock of this file's app: keep it last, later tests would start two days on.
  test('code and link expire after EMAIL_CONFIRMATION_HOURS (48)', async () => {
    const early = await registerTeacher(t.app)
    const late = await registerTeacher(t.app)
    t.clock.advanceMinutes(48 * 60 - 1)
    const earlyLink = linkToken(await lastMailTo(t.app, early.email), 'email_confirmation_token')
    expect((await confirm(undefined, earlyLink)).statusCode).toBe(200)

    t.clock.advanceMinutes(2)
    const lateMail = await lastMailTo(t.app, late.email)
    expect(answer(await confirm(late.token, confirmationCode(lateMail)))).toEqual({
      status: 422,
      body: invalidCode,
    })
    const lateLink = linkToken(lateMail, 'email_confirmation_token')
    expect(answer(await confirm(undefined, lateLink))).toEqual({ status: 422, body: invalidLink })
    expect(await confirmedFlag(late.email)).toBe(false)
    expect(await confirmedFlag(early.email)).toBe(true)
  })
})
