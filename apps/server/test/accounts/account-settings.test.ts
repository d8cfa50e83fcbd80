import { describe, expect, test } from 'vitest'
import { findUserById } from '../../src/modules/users/users.repo'
import {
  answer,
  api,
  body,
  createUser,
  invalid,
  mailbox,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const NEW_PASSWORD = 'Neues-Passwort-2026'
const login = (email: string, password: string) => api(t.app).post('/auth/login', { email, password })
const userRow = async (id: number) => (await findUserById(t.app.ctx.db, id))!

describe('account/updateName', () => {
  test('answers the updated user, with trimmed names', async () => {
    const { user, token } = await createUser(t.app)
    const response = await api(t.app, token).post('/account/updateName', {
      firstname: '  Anna ',
      lastname: 'Bünzli',
    })
    expect(answer(response)).toEqual({
      status: 200,
      body: {
        id: user.id,
        firstname: 'Anna',
        lastname: 'Bünzli',
        email: user.email,
        new_email: null,
        email_confirmed: true,
        activated: true,
        role_id: 3,
        goal: 4,
        show_tour: true,
        seen_tours: [],
        is_demo: false,
      },
    })
    expect(await userRow(user.id)).toMatchObject({ firstname: 'Anna', lastname: 'Bünzli' })
  })

  test.each([
    ['missing first name', { firstname: undefined }, { firstname: ['Bitte einen Vornamen eingeben'] }],
    ['blank first name', { firstname: '  ' }, { firstname: ['Bitte einen Vornamen eingeben'] }],
    [
      'one-letter first name',
      { firstname: 'A' },
      { firstname: ['Der Name muss mindestens zwei Zeichen lang sein'] },
    ],
    ['empty last name', { lastname: '' }, { lastname: ['Bitte einen Nachnamen eingeben'] }],
    [
      'one-letter last name',
      { lastname: ' B ' },
      { lastname: ['Der Name muss mindestens zwei Zeichen lang sein'] },
    ],
    ['101-letter last name', { lastname: 'x'.repeat(101) }, { lastname: ['Höchstens 100 Zeichen'] }],
    ['unknown field', { email: 'x@schule.example' }, { email: ['Unbekanntes Feld'] }],
  ])('%s is refused and changes nothing', async (_name, overrides, errors) => {
    const { user, token } = await createUser(t.app)
    const payload = { firstname: 'Anna', lastname: 'Bünzli', ...overrides }
    expect(answer(await api(t.app, token).post('/account/updateName', payload))).toEqual(invalid(errors))
    expect(await userRow(user.id)).toMatchObject({
      firstname: 'Vreni',
      lastname: 'Muster',
      email: user.email,
    })
  })
})

describe('account/updateTour', () => {
  test('switches show_tour off and on again', async () => {
    const { user, token } = await createUser(t.app)
    const client = api(t.app, token)
    const off = await client.post('/account/updateTour', { show_tour: false })
    expect(off.statusCode).toBe(200)
    expect(body(off)).toMatchObject({ id: user.id, show_tour: false })
    expect(body(await client.get('/users/userinfo'))).toMatchObject({ show_tour: false })
    const on = await client.post('/account/updateTour', { show_tour: true })
    expect(body(on)).toMatchObject({ show_tour: true })
    expect((await userRow(user.id)).showTour).toBe(true)
  })

  test.each([
    ['a string', { show_tour: 'nein' }],
    ['nothing', {}],
  ])('refuses %s and changes nothing', async (_name, payload) => {
    const { user, token } = await createUser(t.app)
    const response = await api(t.app, token).post('/account/updateTour', payload)
    expect(answer(response)).toEqual(invalid({ show_tour: [expect.any(String)] }))
    expect((await userRow(user.id)).showTour).toBe(true)
  })
})

describe('account/updatePassword', () => {
  test('a wrong current password: 422 currentPasswordIncorrect, nothing changes', async () => {
    const { user, token } = await createUser(t.app)
    const response = await api(t.app, token).post('/account/updatePassword', {
      current_password: 'nicht-das-Passwort',
      new_password: NEW_PASSWORD,
    })
    expect(answer(response)).toEqual({
      status: 422,
      body: {
        code: 'currentPasswordIncorrect',
        message: 'Das aktuelle Passwort ist nicht korrekt',
        errors: { current_password: ['Das aktuelle Passwort ist nicht korrekt'] },
      },
    })
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(401)
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  test('success keeps the calling session and ends every other one', async () => {
    const { user, token: other } = await createUser(t.app)
    const current = (body(await login(user.email, TEST_PASSWORD)) as { api_token: string }).api_token
    const response = await api(t.app, current).post('/account/updatePassword', {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
    })
    expect(answer(response)).toEqual({ status: 200, body: { message: 'password changed successfully' } })
    expect((await api(t.app, current).get('/users/userinfo')).statusCode).toBe(200)
    expect((await api(t.app, other).get('/users/userinfo')).statusCode).toBe(401)
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401)
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  test.each([
    [
      'missing current',
      { current_password: undefined },
      { current_password: ['Bitte alle Felder ausfüllen'] },
    ],
    ['empty new', { new_password: '' }, { new_password: ['Bitte Passwort eingeben!'] }],
    // The one rule of every new password (decision 005).
    [
      'seven-character new',
      { new_password: 'abcdefg' },
      { new_password: ['Das Passwort muss mindestens 8 Zeichen lang sein!'] },
    ],
    ['new equals current', { new_password: TEST_PASSWORD }, { new_password: ['Keine Änderungen erkannt!'] }],
  ])('%s: 422, the password and the sessions stay', async (_name, overrides, errors) => {
    const { user, token } = await createUser(t.app)
    const second = (body(await login(user.email, TEST_PASSWORD)) as { api_token: string }).api_token
    const payload = { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD, ...overrides }
    expect(answer(await api(t.app, token).post('/account/updatePassword', payload))).toEqual(invalid(errors))
    expect((await api(t.app, second).get('/users/userinfo')).statusCode).toBe(200)
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200)
  })
})

describe('demo accounts', () => {
  const forbidden = {
    status: 403,
    body: { code: 'forbidden', message: 'In der Demo-Umgebung nicht möglich.' },
  }

  test('cannot change e-mail or password, but may rename', async () => {
    const demo = await createUser(t.app, { email: 'demo@lernraster.example' })
    const client = api(t.app, demo.token)
    const mailsBefore = (await mailbox(t.app)).length

    const email = await client.post('/account/updateEmail', { new_email: uniqueEmail('besucher') })
    expect(answer(email)).toEqual(forbidden)
    const password = await client.post('/account/updatePassword', {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
    })
    expect(answer(password)).toEqual(forbidden)
    expect(await userRow(demo.user.id)).toMatchObject({ email: 'demo@lernraster.example', newEmail: null })
    expect((await login(demo.user.email, TEST_PASSWORD)).statusCode).toBe(200)
    expect((await mailbox(t.app)).length).toBe(mailsBefore)

    const renamed = await client.post('/account/updateName', { firstname: 'Besuch', lastname: 'Gast' })
    expect(body(renamed)).toMatchObject({ firstname: 'Besuch', is_demo: true })
  })
})
