import { errorMessages, Role } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { crystalAccounts } from '../../src/db/schema'
import { api, createUser, lastMailTo, TEST_PASSWORD, uniqueEmail } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { createStudent, ok, studentApi } from './student-builders'

// Issue 15: students register, log in and out through the student API; the two apps never share an
// account (a teacher cannot log in to the student app, a student's token opens no teacher route).

const t = useTestApp()

const registration = (email = uniqueEmail('schuelerin')) => ({
  firstname: 'Mia',
  lastname: 'Keller',
  email,
  password: TEST_PASSWORD,
  password_confirmation: TEST_PASSWORD,
})

describe('registration', () => {
  test('makes an active student who is logged in at once, without crystals or confirmation mail', async () => {
    const body = registration()
    const response = await studentApi(t.app).post('/auth/register', body)
    expect(response.statusCode, response.body).toBe(201)
    const { api_token } = response.json()
    const info = ok<{ id: number; role_id: number; email: string; goal: number }>(
      await studentApi(t.app, api_token).get('/users/userinfo'),
    )
    expect(info).toMatchObject({ role_id: Role.student, email: body.email, goal: 4 })
    const mails = await t.app.inject({ url: '/dev/mailbox.json' })
    expect(mails.json().filter((mail: { to: string }) => mail.to === body.email)).toEqual([])
    const accounts = await t.app.ctx.db
      .select()
      .from(crystalAccounts)
      .where(eq(crystalAccounts.userId, info.id))
    expect(accounts).toEqual([])
  })

  test('refuses an address already in use with the field named', async () => {
    const taken = await createUser(t.app)
    const response = await studentApi(t.app).post('/auth/register', registration(taken.user.email))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.email).toBeDefined()
  })

  test('checks the fields like the teacher registration', async () => {
    const response = await studentApi(t.app).post('/auth/register', {
      ...registration(),
      password_confirmation: 'x',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.password_confirmation).toBeDefined()
  })
})

describe('login', () => {
  test('a student logs in and out', async () => {
    const student = await createStudent(t.app)
    const login = await studentApi(t.app).post('/auth/login', {
      email: student.user.email,
      password: TEST_PASSWORD,
    })
    const { api_token } = ok<{ api_token: string }>(login)
    expect(login.headers['set-cookie']).toContain('Path=/api/student/v1/auth/')
    ok(await studentApi(t.app, api_token).post('/auth/logout'))
    const after = await studentApi(t.app, api_token).get('/users/userinfo')
    expect(after.statusCode).toBe(401)
  })

  test('a teacher is told to use the teacher app, once the password is right', async () => {
    const teacher = await createUser(t.app)
    const right = await studentApi(t.app).post('/auth/login', {
      email: teacher.user.email,
      password: TEST_PASSWORD,
    })
    expect(right.statusCode).toBe(403)
    expect(right.json()).toEqual({ code: 'teacherNotAllowed', message: errorMessages.teacherNotAllowed })
    const wrong = await studentApi(t.app).post('/auth/login', {
      email: teacher.user.email,
      password: 'falsch-123',
    })
    expect(wrong.json().code).toBe('invalidCredentials')
  })

  test('a wrong password is refused as in the teacher app', async () => {
    const student = await createStudent(t.app)
    const response = await studentApi(t.app).post('/auth/login', {
      email: student.user.email,
      password: 'nein',
    })
    expect(response.statusCode).toBe(401)
    expect(response.json().message).toBe(errorMessages.invalidCredentials)
  })
})

describe('the two apps keep apart', () => {
  test("a teacher's and an admin's token open no student route", async () => {
    for (const user of [await createUser(t.app), await createUser(t.app, { role: Role.admin })]) {
      const response = await studentApi(t.app, user.token).get('/modules')
      expect(response.statusCode).toBe(403)
      expect(response.json().code).toBe('teacherNotAllowed')
    }
  })

  test("a student's token opens no teacher route", async () => {
    const student = await createStudent(t.app)
    const response = await api(t.app, student.token).get('/groups')
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('studentNotAllowed')
  })

  test('an unknown student route answers 404 in the API shape, not the web page', async () => {
    const response = await t.app.inject({ url: '/api/student/v1/nothing-here' })
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('notFound')
    expect(response.headers['cache-control']).toBe('no-store')
  })
})

describe('forgotten password', () => {
  test("a student's reset link opens the student app", async () => {
    const student = await createStudent(t.app)
    ok(await studentApi(t.app).post('/auth/forgotPassword', { email: student.user.email }))
    const mail = await lastMailTo(t.app, student.user.email)
    expect(mail.text).toMatch(/http:\/\/lernraster\.test\/student\/reset-password\?token=[\w-]+/)
    const token = mail.text.match(/token=([\w-]+)/)![1]!
    const reset = await studentApi(t.app).post('/auth/resetPassword', {
      token,
      password: 'Neues-Passwort-9',
      password_confirmation: 'Neues-Passwort-9',
    })
    ok(reset)
    ok(
      await studentApi(t.app).post('/auth/login', {
        email: student.user.email,
        password: 'Neues-Passwort-9',
      }),
    )
  })

  test("a teacher's reset link still opens the teacher app", async () => {
    const teacher = await createUser(t.app)
    ok(await api(t.app).post('/auth/forgotPassword', { email: teacher.user.email }))
    const mail = await lastMailTo(t.app, teacher.user.email)
    expect(mail.text).toContain('http://lernraster.test/auth/resetPassword?token=')
  })
})
