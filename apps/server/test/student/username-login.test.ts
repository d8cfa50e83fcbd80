import { randomBytes } from 'node:crypto'
import {
  errorMessages,
  Role,
  studentApi as studentApiCalls,
  studentErrorMessages,
  studentMessages,
} from '@lernraster/shared'
import { describe, expect, test } from 'vitest'
import { hashPassword } from '../../src/lib/passwords'
import { createAccount } from '../../src/modules/users/create-account'
import { answer, createUser, randomIp, TEST_PASSWORD } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { ok, STUDENT_API, studentApi } from './student-builders'

// Issue 34: students without an address log in with a user name and a start password, and choose an
// own password before anything else (decision 038, docs/product/accounts.md "Students without an address").

const t = useTestApp()

const START = 'bafu-kepi-47'

/** A student as a teacher's list makes them: no address, a user name, a start password. */
async function cardStudent(options: { email?: string } = {}) {
  const username = `mia.muster${randomBytes(3).toString('hex')}`
  const user = await createAccount(
    t.app.ctx.db,
    {
      firstname: 'Mia',
      lastname: 'Muster',
      email: options.email ?? null,
      username,
      passwordHash: await hashPassword(START),
      mustChangePassword: true,
      roleId: Role.student,
      emailConfirmed: false,
      activated: true,
    },
    t.app.ctx.clock.now(),
  )
  return { user, username }
}

const loginFrom = (ip: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `${STUDENT_API}/auth/login`,
    payload: { email, password },
    remoteAddress: ip,
  })

const login = async (name: string, password: string) =>
  ok<{ api_token: string }>(await studentApi(t.app).post('/auth/login', { email: name, password })).api_token

describe('login with a user name', () => {
  test('a student without an address logs in with the user name, in any case', async () => {
    const { username } = await cardStudent()
    const token = await login(username.replace('mia', 'Mia'), START)
    const info = ok(await studentApi(t.app, token).get('/users/userinfo'))
    expect(info).toMatchObject({ email: null, username, must_change_password: true, role_id: Role.student })
  })

  test('a wrong user name and a wrong password get the same answer', async () => {
    const { username } = await cardStudent()
    const wrongName = answer(
      await studentApi(t.app).post('/auth/login', { email: 'nie.mand', password: START }),
    )
    const wrongPassword = answer(
      await studentApi(t.app).post('/auth/login', { email: username, password: 'falsch-falsch' }),
    )
    expect(wrongName).toEqual(wrongPassword)
    expect(wrongName).toEqual({
      status: 401,
      body: { code: 'invalidCredentials', message: errorMessages.invalidCredentials },
    })
  })

  test('the throttles of decision 010 hold for user names: 5 a minute, then 429 for the right password', async () => {
    const { username } = await cardStudent()
    const ip = randomIp()
    for (const spelling of [username, username.toUpperCase(), username, username, username]) {
      expect((await loginFrom(ip, spelling, 'falsch-falsch')).statusCode).toBe(401)
    }
    expect(answer(await loginFrom(ip, username, START))).toEqual({
      status: 429,
      body: { code: 'tooManyRequests', message: studentErrorMessages.tooManyRequests },
    })
    t.clock.advanceMinutes(2)
    expect((await loginFrom(ip, username, START)).statusCode).toBe(200)
  })

  test('the address and the user name of one account count on one account cap', async () => {
    const email = `mia-${randomBytes(4).toString('hex')}@schule.example`
    const { username } = await cardStudent({ email })
    // 30 failures an hour from new browsers, spread over both names and many client addresses.
    for (let attempt = 0; attempt < 30; attempt++) {
      const name = attempt % 2 === 0 ? username : email
      expect((await loginFrom(randomIp(), name, 'falsch-falsch')).statusCode).toBe(401)
    }
    const locked = answer(await loginFrom(randomIp(), username, START))
    expect(locked.status).toBe(429)
    expect(locked.body).toMatchObject({ code: 'accountLocked' })
    expect(answer(await loginFrom(randomIp(), email, START)).status).toBe(429)
  })

  test('a teacher cannot log in to the student app with a user name either: no teacher has one', async () => {
    const teacher = await createUser(t.app)
    const local = teacher.user.email.split('@')[0]!
    expect(
      (await studentApi(t.app).post('/auth/login', { email: local, password: TEST_PASSWORD })).statusCode,
    ).toBe(401)
  })
})

describe('the first login with a start password', () => {
  test('every student call but userinfo, logout and the own password answers 403 until one is set', async () => {
    const { username } = await cardStudent()
    const token = await login(username, START)
    const refused = answer(await studentApi(t.app, token).get('/groups'))
    expect(refused).toEqual({
      status: 403,
      body: { code: 'passwordChangeRequired', message: studentErrorMessages.passwordChangeRequired },
    })
    ok(await studentApi(t.app, token).get('/users/userinfo'))
    // A second device signed in with the card is signed out by the change.
    const other = await login(username, START)

    const same = await studentApi(t.app, token).post('/auth/ownPassword', {
      password: START,
      password_confirmation: START,
    })
    expect(same.statusCode).toBe(422)
    expect(same.json().errors.password).toEqual([studentMessages.ownPasswordSameAsStart])

    ok(
      await studentApi(t.app, token).post('/auth/ownPassword', {
        password: 'Mein-eigenes-9',
        password_confirmation: 'Mein-eigenes-9',
      }),
    )
    expect(ok(await studentApi(t.app, token).get('/users/userinfo'))).toMatchObject({
      must_change_password: false,
    })
    expect((await studentApi(t.app, token).get('/groups')).statusCode).toBe(200)
    expect((await studentApi(t.app, other).get('/users/userinfo')).statusCode).toBe(401)
    expect(
      (await studentApi(t.app).post('/auth/login', { email: username, password: START })).statusCode,
    ).toBe(401)
    await login(username, 'Mein-eigenes-9')

    const again = answer(
      await studentApi(t.app, token).post('/auth/ownPassword', {
        password: 'Noch-ein-anderes-9',
        password_confirmation: 'Noch-ein-anderes-9',
      }),
    )
    expect(again).toEqual({
      status: 403,
      body: { code: 'forbidden', message: studentErrorMessages.forbidden },
    })
  })

  test('every call of the student API that needs a student is refused, whatever it is', async () => {
    const { username } = await cardStudent()
    const token = await login(username, START)
    const guarded = Object.entries(studentApiCalls).filter(
      ([, call]) => call.access === 'student' || call.access === 'studentWithCookie',
    )
    expect(guarded.length).toBeGreaterThan(10)
    for (const [key] of guarded) {
      const [method, path] = key.split(' ') as ['GET' | 'POST', string]
      const url = `${STUDENT_API}${path.replace(/:\w+/g, '1')}`
      const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } })
      expect({ key, status: response.statusCode, code: response.json().code }).toEqual({
        key,
        status: 403,
        code: 'passwordChangeRequired',
      })
    }
  })

  test('logout works with the start password still in place', async () => {
    const { username } = await cardStudent()
    const token = await login(username, START)
    ok(await studentApi(t.app, token).post('/auth/logout'))
    expect((await studentApi(t.app, token).get('/users/userinfo')).statusCode).toBe(401)
  })
})
