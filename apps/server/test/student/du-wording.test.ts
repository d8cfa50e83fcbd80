import { errorMessages, formalAddressIn, inStudentWording } from '@lernraster/shared'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import { API, createUser, lastMailTo, TEST_PASSWORD, uniqueEmail } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  createStudent,
  ok,
  STUDENT_API,
  type StudentWorld,
  studentApi,
  studentWorld,
} from './student-builders'

// Issue 32: students are addressed with "du" everywhere, server texts included (docs/design.md
// "Addressing: Sie and du"). This sweeps every route of the student API (from the OpenAPI document,
// so a new route is swept too) with no token, a teacher's token and bad input, and walks the paths
// that need a story (the class code's limit, wrong logins, a registration left empty), and holds
// every text answered to "du".

const t = useTestApp()

interface Operation {
  security?: unknown[]
  parameters?: { name: string; in: string }[]
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
}

interface Answer {
  call: string
  status: number
  code?: string
  texts: string[]
}

const answers: Answer[] = []

/** Keeps what a failed call said: its message and every field's messages. */
function keep(call: string, response: LightMyRequestResponse): void {
  if (response.statusCode < 400) return
  const body = response.json<{ code?: string; message?: string; errors?: Record<string, string[]> }>()
  const texts = [body.message ?? '', ...Object.values(body.errors ?? {}).flat()].filter(Boolean)
  answers.push({ call, status: response.statusCode, code: body.code, texts })
}

/** Bad values of every kind for a field: missing, the wrong type, too long, out of range. */
const badValues: unknown[] = [null, 'x', -1, 1.25, 999_999_999, 'ä'.repeat(5000), [], {}]

async function sweepOperation(path: string, method: string, operation: Operation, tokens: string[]) {
  const url = STUDENT_API + path.replace(/\{\w+\}/g, '999999')
  const properties = Object.keys(
    operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
  )
  const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
  for (const token of ['', ...tokens]) {
    const headers = token ? { authorization: `Bearer ${token}` } : {}
    const send = (payload?: object, query?: Record<string, string>) =>
      t.app.inject({ method: method.toUpperCase() as 'GET' | 'POST', url, headers, payload, query })
    keep(`${method} ${path}`, await send(method === 'post' ? {} : undefined))
    keep(`${method} ${path} with unknown field`, await send(method === 'post' ? { strange: 1 } : undefined))
    for (const value of badValues) {
      if (method === 'post' && properties.length > 0) {
        const body = Object.fromEntries(properties.map((name) => [name, value]))
        keep(`${method} ${path} all ${JSON.stringify(value).slice(0, 20)}`, await send(body))
      }
      if (queryNames.length > 0) {
        const query = Object.fromEntries(queryNames.map((name) => [name, String(value).slice(0, 100)]))
        keep(`${method} ${path} query ${String(value).slice(0, 20)}`, await send(undefined, query))
      }
    }
  }
}

let world: StudentWorld

beforeAll(async () => {
  world = await studentWorld(t.app)
  const teacher = await createUser(t.app)
  const document = (await t.app.inject({ method: 'GET', url: `${STUDENT_API}/openapi.json` })).json<{
    paths: Record<string, Record<string, Operation>>
  }>()
  const studentPaths = Object.entries(document.paths)
  expect(studentPaths.length).toBeGreaterThan(10)
  for (const [path, operations] of studentPaths) {
    // Logging out would end the session the rest of the sweep uses.
    if (path.endsWith('/auth/logout')) continue
    for (const [method, operation] of Object.entries(operations)) {
      await sweepOperation(path, method, operation, [world.student.token, teacher.token])
    }
  }
})

describe('every text the student API answers says du', () => {
  test('the class code, tried until the limit answers 429', async () => {
    const client = studentApi(t.app, world.student.token)
    let last: LightMyRequestResponse | undefined
    for (let attempt = 0; attempt < 12 && last?.statusCode !== 429; attempt++) {
      last = await client.post('/groups/join', { token: 'ZZZZZZ' })
      keep('POST /groups/join wrong code', last)
    }
    expect(last?.statusCode).toBe(429)
    expect(last?.json().message).toBe(inStudentWording(errorMessages.tooManyRequests))
  })

  test('wrong logins until the limit, and a registration and reset left empty or wrong', async () => {
    const email = world.student.user.email
    let last: LightMyRequestResponse | undefined
    for (let attempt = 0; attempt < 8 && last?.statusCode !== 429; attempt++) {
      last = await studentApi(t.app).post('/auth/login', { email, password: 'falsch-falsch' })
      keep('POST /auth/login wrong password', last)
    }
    expect(last?.statusCode).toBe(429)
    const register = (body: object) => studentApi(t.app).post('/auth/register', body)
    keep('register empty', await register({ firstname: '', lastname: '', email: 'x', password: '' }))
    keep(
      'register unconfirmed',
      await register({
        firstname: 'Mia',
        lastname: 'Muster',
        email: uniqueEmail('s'),
        password: TEST_PASSWORD,
      }),
    )
    keep(
      'register taken',
      await register({
        firstname: 'Mia',
        lastname: 'Muster',
        email,
        password: TEST_PASSWORD,
        password_confirmation: 'anders-anders',
      }),
    )
    keep('reset wrong', await studentApi(t.app).post('/auth/resetPassword', { token: 'x', email }))
  })

  test('no answer addresses the student with Sie', () => {
    const codes = new Set(answers.map((answer) => answer.code))
    // The sweep met the shared texts in Sie (a sweep that reaches nothing would prove nothing).
    for (const code of [
      'unauthenticated',
      'teacherNotAllowed',
      'validation',
      'notFound',
      'tooManyRequests',
    ]) {
      expect(codes, code).toContain(code)
    }
    const formal = answers.flatMap((answer) =>
      answer.texts
        .filter((text) => formalAddressIn(text).length > 0)
        .map((text) => `${answer.call} (${answer.status}): ${text}`),
    )
    expect([...new Set(formal)]).toEqual([])
  })

  test('the mails a student gets say du: the reset link and the lock notice', async () => {
    const student = await createStudent(t.app)
    const email = student.user.email
    ok(await studentApi(t.app).post('/auth/forgotPassword', { email }))
    const reset = await lastMailTo(t.app, email)
    expect(reset.text).toContain('/reset-password?token=')
    expect(formalAddressIn(`${reset.subject}\n${reset.text}`)).toEqual([])
    // Wrong passwords from ever new addresses until the account's cap: its owner is told by mail.
    const newest = async () => (await lastMailTo(t.app, email)).subject
    for (let attempt = 0; attempt < 40 && (await newest()) === reset.subject; attempt++) {
      await t.app.inject({
        method: 'POST',
        url: `${STUDENT_API}/auth/login`,
        payload: { email, password: 'falsch-falsch' },
        remoteAddress: `10.9.${Math.floor(attempt / 200)}.${attempt % 200}`,
      })
    }
    const locked = await lastMailTo(t.app, email)
    expect(locked.subject).toMatch(/falsche Anmeldungen/)
    expect(locked.text).toContain('/forgot-password')
    expect(formalAddressIn(`${locked.subject}\n${locked.text}`)).toEqual([])
  })

  test('the teacher API keeps Sie for the same answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/users/userinfo` })
    expect(response.json().message).toBe(errorMessages.unauthenticated)
    expect(formalAddressIn(response.json().message)).toEqual(['Sie'])
  })
})
