import { Role } from '@lernraster/shared'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { answer, api, createUser, type TestUser, uniqueEmail } from '../support/builders'
import { buildTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let caller: TestUser
beforeAll(async () => {
  t = await buildTestApp()
  caller = await createUser(t.app)
})
afterAll(() => t.close())

const find = (email: string) => api(t.app, caller.token).get('/users/getUserByEmail', { email })
const notFound = {
  status: 404,
  body: {
    code: 'notFound',
    message: 'Unter dieser E-Mail-Adresse gibt es keine freigeschaltete Lehrperson.',
  },
}

describe('users/getUserByEmail', () => {
  test('finds an activated teacher and answers only what sharing needs: id and name', async () => {
    const { user } = await createUser(t.app)
    const expected = { status: 200, body: { id: user.id, firstname: 'Vreni', lastname: 'Muster' } }
    expect(answer(await find(user.email))).toEqual(expected)
    expect(answer(await find(` ${user.email.toUpperCase()} `))).toEqual(expected)
  })

  test('404 for an unknown address', async () => {
    expect(answer(await find(uniqueEmail('niemand')))).toEqual(notFound)
  })

  test.each([
    ['a student', { role: Role.student }],
    ['a teacher not yet activated', { activated: false }],
    ['a teacher neither confirmed nor activated', { emailConfirmed: false, activated: false }],
    // Modules are shared with teachers; the provider's accounts are not offered.
    ['an administrator', { role: Role.admin }],
  ])('404 for %s', async (_name, options) => {
    const { user } = await createUser(t.app, options)
    expect(answer(await find(user.email))).toEqual(notFound)
  })

  test.each([
    ['a malformed address', { email: 'vreni' }],
    ['no address', undefined],
  ])('422 for %s', async (_name, query) => {
    const response = await api(t.app, caller.token).get('/users/getUserByEmail', query)
    expect(answer(response)).toEqual({
      status: 422,
      body: {
        code: 'validation',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        errors: { email: ['Die eingegebene E-Mail Adresse ist ungültig'] },
      },
    })
  })
})

describe('users/userinfo', () => {
  test('answers the user object of accounts.md "The user object" and nothing secret', async () => {
    const response = await api(t.app, caller.token).get('/users/userinfo')
    expect(answer(response)).toEqual({
      status: 200,
      body: {
        id: caller.user.id,
        firstname: 'Vreni',
        lastname: 'Muster',
        email: caller.user.email,
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
    expect(response.body).not.toMatch(/argon2|password/i)
  })

  test('marks demo accounts and serves administrators', async () => {
    const demo = await createUser(t.app, { email: 'demo@lernraster.example' })
    const admin = await createUser(t.app, { role: Role.admin })
    const demoInfo = await api(t.app, demo.token).get('/users/userinfo')
    expect(answer(demoInfo)).toMatchObject({ status: 200, body: { is_demo: true } })
    const adminInfo = await api(t.app, admin.token).get('/users/userinfo')
    expect(answer(adminInfo)).toMatchObject({ status: 200, body: { role_id: 1, is_demo: false } })
  })
})

describe('users/getUserByEmail is throttled per caller', () => {
  test('60 lookups an hour, found or not; then 429 for that caller only, until the hour is over', async () => {
    const sweeper = await createUser(t.app)
    const colleague = await createUser(t.app)
    const lookUp = (who: TestUser, email: string) =>
      api(t.app, who.token).get('/users/getUserByEmail', { email })
    for (let lookup = 0; lookup < 60; lookup++) {
      const email = lookup % 2 === 0 ? colleague.user.email : uniqueEmail('liste')
      expect((await lookUp(sweeper, email)).statusCode).toBeLessThan(429)
    }
    expect(answer(await lookUp(sweeper, colleague.user.email))).toEqual({
      status: 429,
      body: { code: 'tooManyRequests', message: 'Zu viele Versuche. Bitte warten Sie einen Moment.' },
    })
    // Another teacher sharing at the same time is not held up.
    expect((await lookUp(caller, colleague.user.email)).statusCode).toBe(200)
    t.clock.advanceMinutes(61)
    expect((await lookUp(sweeper, colleague.user.email)).statusCode).toBe(200)
  })
})
