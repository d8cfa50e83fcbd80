import { authMessages } from '@lernraster/shared'
import { describe, expect, test } from 'vitest'
import { findUserById } from '../../src/modules/users/users.repo'
import {
  answer,
  api,
  body,
  confirmationCode,
  createUser,
  invalid,
  lastMailTo,
  linkToken,
  mailsTo,
  registerTeacher,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const login = (email: string) => api(t.app).post('/auth/login', { email, password: TEST_PASSWORD })
const confirm = (value: string, token?: string) =>
  api(t.app, token).post('/auth/emailConfirmation', { email_confirmation_token: value })
const userRow = async (id: number) => (await findUserById(t.app.ctx.db, id))!

describe('account/updateEmail', () => {
  test('asks the new address to confirm; the link switches the login and tells the old address', async () => {
    const { user, token } = await createUser(t.app)
    const newEmail = uniqueEmail('neu')
    const response = await api(t.app, token).post('/account/updateEmail', {
      new_email: ` ${newEmail.toUpperCase()}`,
    })
    expect(response.statusCode).toBe(200)
    expect(body(response)).toMatchObject({ id: user.id, email: user.email, new_email: newEmail })

    const mail = await lastMailTo(t.app, newEmail)
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse')
    expect(await mailsTo(t.app, user.email)).toEqual([])
    expect((await login(user.email)).statusCode).toBe(200)
    expect((await login(newEmail)).statusCode).toBe(401)

    const link = linkToken(mail, 'email_confirmation_token')
    expect(answer(await confirm(link))).toEqual({ status: 200, body: { message: 'email confirmed' } })
    expect(await userRow(user.id)).toMatchObject({ email: newEmail, newEmail: null, emailConfirmed: true })
    const notice = await lastMailTo(t.app, user.email)
    expect(notice.subject).toBe('Ihre E-Mail-Adresse wurde geändert')
    expect(notice.text).toContain(`Ihre Lernraster-Anmeldung lautet ab sofort ${newEmail}.`)
    expect((await login(newEmail)).statusCode).toBe(200)
    expect((await login(user.email)).statusCode).toBe(401)
    // The session that asked for the change goes on.
    expect(body(await api(t.app, token).get('/users/userinfo'))).toMatchObject({ email: newEmail })
  })

  test('the code confirms the new address too, for the logged-in user', async () => {
    const { user, token } = await createUser(t.app)
    const newEmail = uniqueEmail('neu')
    await api(t.app, token).post('/account/updateEmail', { new_email: newEmail })
    const code = confirmationCode(await lastMailTo(t.app, newEmail))
    expect((await confirm(code, token)).statusCode).toBe(200)
    expect(await userRow(user.id)).toMatchObject({ email: newEmail, newEmail: null })
  })

  test('a taken address answers 422 emailTaken and changes nothing', async () => {
    const { user, token } = await createUser(t.app)
    const other = await createUser(t.app)
    for (const address of [other.user.email, other.user.email.toUpperCase()]) {
      const response = await api(t.app, token).post('/account/updateEmail', { new_email: address })
      expect(answer(response)).toEqual({
        status: 422,
        body: {
          code: 'emailTaken',
          message: 'Diese E-Mail-Adresse wird bereits verwendet',
          errors: { new_email: ['Diese E-Mail-Adresse wird bereits verwendet'] },
        },
      })
    }
    expect(await userRow(user.id)).toMatchObject({ email: user.email, newEmail: null })
    expect(await mailsTo(t.app, other.user.email)).toEqual([])
  })

  test.each([
    ['the same address', (email: string) => ` ${email.toUpperCase()} `, 'Keine Änderungen erkannt!'],
    ['a malformed address', () => 'neu(at)schule.example', 'Die eingegebene E-Mail Adresse ist ungültig'],
    [
      'a demo address',
      () => 'demo-2@lernraster.example',
      'Diese E-Mail-Adresse ist für die Demo reserviert.',
    ],
  ])('%s is refused and changes nothing', async (_name, address, message) => {
    const { user, token } = await createUser(t.app)
    const response = await api(t.app, token).post('/account/updateEmail', { new_email: address(user.email) })
    expect(answer(response)).toEqual(invalid({ new_email: [message] }))
    expect(await userRow(user.id)).toMatchObject({ email: user.email, newEmail: null })
  })

  test('a second request replaces the first; resend goes to the pending address', async () => {
    const { user, token } = await createUser(t.app)
    const first = uniqueEmail('erst')
    const second = uniqueEmail('zweit')
    await api(t.app, token).post('/account/updateEmail', { new_email: first })
    await api(t.app, token).post('/account/updateEmail', { new_email: second })
    const firstLink = linkToken(await lastMailTo(t.app, first), 'email_confirmation_token')
    expect(answer(await confirm(firstLink))).toEqual({
      status: 422,
      body: { code: 'invalidToken', message: authMessages.confirmationLinkInvalid },
    })
    expect((await api(t.app, token).post('/auth/resendEmailConfirmationToken')).statusCode).toBe(200)
    expect(await mailsTo(t.app, second)).toHaveLength(2)
    const link = linkToken(await lastMailTo(t.app, second), 'email_confirmation_token')
    expect((await confirm(link)).statusCode).toBe(200)
    expect(await userRow(user.id)).toMatchObject({ email: second, newEmail: null })
  })

  test('an address taken before the confirmation is refused then', async () => {
    const { user, token } = await createUser(t.app)
    const contested = uniqueEmail('begehrt')
    await api(t.app, token).post('/account/updateEmail', { new_email: contested })
    const link = linkToken(await lastMailTo(t.app, contested), 'email_confirmation_token')
    await registerTeacher(t.app, { email: contested })
    expect(answer(await confirm(link))).toEqual({
      status: 422,
      body: { code: 'emailTaken', message: 'Diese E-Mail-Adresse wird bereits verwendet' },
    })
    expect(await userRow(user.id)).toMatchObject({ email: user.email })
  })
})

describe('auth/confirmInfo', () => {
  test('before confirmation a corrected address replaces the mistyped one and gets the code', async () => {
    const typo = await registerTeacher(t.app)
    // The link and the code of the first mail are one confirmation: the corrected address replaces it.
    const oldLink = linkToken(await lastMailTo(t.app, typo.email), 'email_confirmation_token')
    const corrected = uniqueEmail('richtig')
    const response = await api(t.app, typo.token).post('/auth/confirmInfo', {
      firstname: 'Anna',
      lastname: 'Bünzli',
      email: corrected,
    })
    expect(response.statusCode).toBe(200)
    expect(body(response)).toMatchObject({
      firstname: 'Anna',
      lastname: 'Bünzli',
      email: corrected,
      new_email: null,
      email_confirmed: false,
    })
    const mail = await lastMailTo(t.app, corrected)
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse')
    const newCode = confirmationCode(mail)
    // The link, not the code: a new six-digit code may by chance equal the old one.
    expect((await confirm(oldLink)).statusCode).toBe(422)
    expect((await confirm(newCode, typo.token)).statusCode).toBe(200)
    expect((await login(corrected)).statusCode).toBe(200)
    expect((await login(typo.email)).statusCode).toBe(401)
  })

  test('with the same address only the names change and nothing is mailed', async () => {
    const { email, token } = await registerTeacher(t.app)
    const response = await api(t.app, token).post('/auth/confirmInfo', {
      firstname: 'Anna',
      lastname: 'Bünzli',
      email: email.toUpperCase(),
    })
    expect(body(response)).toMatchObject({ firstname: 'Anna', email, email_confirmed: false })
    expect(await mailsTo(t.app, email)).toHaveLength(1)
  })

  test('after confirmation a new address waits in new_email like updateEmail', async () => {
    const { user, token } = await createUser(t.app)
    const newEmail = uniqueEmail('neu')
    const response = await api(t.app, token).post('/auth/confirmInfo', {
      firstname: 'Vreni',
      lastname: 'Muster',
      email: newEmail,
    })
    expect(body(response)).toMatchObject({ email: user.email, new_email: newEmail })
    expect((await lastMailTo(t.app, newEmail)).subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse')
  })

  test.each([
    ['a taken address', 'taken', { email: ['Diese E-Mail-Adresse wird bereits verwendet'] }],
    ['a malformed address', 'malformed', { email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein'] }],
    ['a blank first name', 'blank', { firstname: ['Bitte geben Sie Ihren Vornamen ein'] }],
  ])('%s is refused and changes nothing', async (_name, kind, errors) => {
    const { email, token } = await registerTeacher(t.app)
    const other = await createUser(t.app)
    const payload = {
      firstname: kind === 'blank' ? ' ' : 'Anna',
      lastname: 'Bünzli',
      email: kind === 'taken' ? other.user.email : kind === 'malformed' ? 'anna@' : email,
    }
    expect(answer(await api(t.app, token).post('/auth/confirmInfo', payload))).toEqual(invalid(errors))
    expect(body(await api(t.app, token).get('/users/userinfo'))).toMatchObject({ email, firstname: 'Vreni' })
    expect(await mailsTo(t.app, other.user.email)).toEqual([])
  })

  test('a demo account may confirm its names but not move to another address', async () => {
    const demo = await createUser(t.app, { email: 'demo@lernraster.example' })
    const elsewhere = uniqueEmail('besucher')
    const payload = { firstname: 'Besuch', lastname: 'Gast', email: elsewhere }
    expect(answer(await api(t.app, demo.token).post('/auth/confirmInfo', payload))).toEqual({
      status: 403,
      body: { code: 'forbidden', message: 'In der Demo-Umgebung nicht möglich.' },
    })
    expect(await mailsTo(t.app, elsewhere)).toEqual([])
    expect(await userRow(demo.user.id)).toMatchObject({
      email: demo.user.email,
      newEmail: null,
      firstname: 'Vreni',
    })
    const names = { ...payload, email: demo.user.email }
    expect(body(await api(t.app, demo.token).post('/auth/confirmInfo', names))).toMatchObject({
      firstname: 'Besuch',
    })
  })
})
