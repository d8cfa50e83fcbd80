import { count, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { users } from '../../src/db/schema'
import { findUserByEmail } from '../../src/modules/users/users.repo'
import {
  answer,
  api,
  apiFrom,
  body,
  invalid,
  mailsTo,
  randomIp,
  registerFields,
  registerTeacher,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const register = (payload: object) => apiFrom(t.app, randomIp()).post('/auth/register', payload)
const userCount = async () => (await t.app.ctx.db.select({ n: count() }).from(users))[0]!.n

const m = {
  firstname: 'Bitte geben Sie Ihren Vornamen ein',
  lastname: 'Bitte geben Sie Ihren Nachnamen ein',
  nameTooShort: 'Der Name muss mindestens zwei Zeichen lang sein',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  password: 'Bitte Passwort eingeben!',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein!',
  passwordTooLong: 'Das Passwort darf höchstens 128 Zeichen lang sein',
  confirmation: 'Bitte bestätigen Sie Ihr Passwort!',
  mismatch: 'Die Passwörter stimmen nicht überein!',
  emailUsed: 'Diese E-Mail-Adresse wird bereits verwendet',
  reserved: 'Diese E-Mail-Adresse ist für die Demo reserviert.',
}

describe('register validation', () => {
  test('an empty form names every field, in the order of the form', async () => {
    const before = await userCount()
    const response = await register({})
    expect(answer(response)).toEqual(
      invalid({
        firstname: [m.firstname],
        lastname: [m.lastname],
        email: [m.email],
        password: [m.password],
        password_confirmation: [m.confirmation],
      }),
    )
    expect(Object.keys(body<{ errors: object }>(response).errors)).toEqual([
      'firstname',
      'lastname',
      'email',
      'password',
      'password_confirmation',
    ])
    expect(await userCount()).toBe(before)
  })

  const long = 'x'.repeat(129)
  test.each([
    ['blank first name', { firstname: '   ' }, { firstname: [m.firstname] }],
    ['one-letter first name', { firstname: ' A ' }, { firstname: [m.nameTooShort] }],
    ['blank last name', { lastname: '' }, { lastname: [m.lastname] }],
    ['one-letter last name', { lastname: 'B' }, { lastname: [m.nameTooShort] }],
    ['malformed e-mail', { email: 'vreni.schule.example' }, { email: [m.email] }],
    ['e-mail without domain', { email: 'vreni@' }, { email: [m.email] }],
    ['empty password', { password: '' }, { password: [m.password] }],
    [
      'seven-character password',
      { password: 'abcdefg', password_confirmation: 'abcdefg' },
      { password: [m.passwordTooShort] },
    ],
    [
      '129-character password',
      { password: long, password_confirmation: long },
      { password: [m.passwordTooLong] },
    ],
    ['empty confirmation', { password_confirmation: '' }, { password_confirmation: [m.confirmation] }],
    [
      'missing confirmation',
      { password_confirmation: undefined },
      { password_confirmation: [m.confirmation] },
    ],
    [
      'different confirmation',
      { password_confirmation: `${TEST_PASSWORD}!` },
      { password_confirmation: [m.mismatch] },
    ],
    ['unknown field', { role_id: 1 }, { role_id: ['Unbekanntes Feld'] }],
  ])('%s is refused', async (_name, overrides, errors) => {
    const fields = { ...registerFields(), ...overrides }
    expect(answer(await register(fields))).toEqual(invalid(errors))
    expect(await findUserByEmail(t.app.ctx.db, fields.email)).toBeUndefined()
    expect(await mailsTo(t.app, fields.email)).toEqual([])
  })

  test('an eight-character and a 128-character password are accepted', async () => {
    const short = await registerTeacher(t.app, { password: 'abcdefgh', password_confirmation: 'abcdefgh' })
    const long = 'Ä'.repeat(128)
    const longest = await registerTeacher(t.app, { password: long, password_confirmation: long })
    for (const { email, password } of [short, longest]) {
      const login = await api(t.app).post('/auth/login', { email, password })
      expect(login.statusCode).toBe(200)
    }
  })
})

describe('register e-mail address', () => {
  test('is stored trimmed and lower-cased, and logs in in any case', async () => {
    const local = uniqueEmail().split('@')[0]!
    const { token } = await registerTeacher(t.app, { email: `  ${local.toUpperCase()}@Schule.EXAMPLE ` })
    const email = `${local}@schule.example`
    const info = await api(t.app, token).get('/users/userinfo')
    expect(body(info)).toMatchObject({ email })
    expect(await mailsTo(t.app, email)).toHaveLength(1)
    const login = await api(t.app).post('/auth/login', {
      email: ` ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
    })
    expect(login.statusCode).toBe(200)
  })

  test('that is taken answers 422 with errors.email, in any spelling', async () => {
    const { email } = await registerTeacher(t.app)
    const before = await userCount()
    for (const spelling of [email, ` ${email.toUpperCase()}`]) {
      const response = await register(registerFields({ email: spelling, firstname: 'Zweite' }))
      expect(answer(response)).toEqual(invalid({ email: [m.emailUsed] }))
    }
    expect(await userCount()).toBe(before)
    expect(await mailsTo(t.app, email)).toHaveLength(1)
    expect((await findUserByEmail(t.app.ctx.db, email))?.firstname).toBe('Vreni')
  })

  test.each(['demo@lernraster.example', ' Demo-Schule@Lernraster.Example'])(
    'reserved for the demo (%s) is refused',
    async (email) => {
      const before = await userCount()
      expect(answer(await register(registerFields({ email })))).toEqual(invalid({ email: [m.reserved] }))
      expect(await userCount()).toBe(before)
      const normalized = email.trim().toLowerCase()
      expect(await t.app.ctx.db.select().from(users).where(eq(users.email, normalized))).toEqual([])
      expect(await mailsTo(t.app, normalized)).toEqual([])
    },
  )
})
