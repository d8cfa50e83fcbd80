import { type ApiError, apiErrorSchema, errorMessages, textMessages } from '@lernraster/shared'
import { asc, eq } from 'drizzle-orm'
import Fastify, { type LightMyRequestResponse } from 'fastify'
import { describe, expect, test } from 'vitest'
import { groups, subjects } from '../../src/db/schema'
import { AppError } from '../../src/lib/app-error'
import { registerErrorHandler } from '../../src/plugins/errors'
import { API, createUser, invalid } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Each case here answered 500 (or Fastify's own error shape) before issue 9; the fuzz suite looks
// for the whole class on every route, these pin the examples.
const t = useTestApp()

function expectClientError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  apiErrorSchema.strict().parse(response.json())
  // The answer as sent: zod's copy would turn an "__proto__" field name into a prototype again.
  return response.json() as ApiError
}

const sendRaw = (url: string, payload: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })

const prototypeKeys = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf']

describe('keys named like Object.prototype members', () => {
  // "__proto__" in a body is refused by the JSON parser already (errors.test.ts).
  test.each(prototypeKeys.filter((key) => key !== '__proto__'))(
    '"%s" in a body is an unknown field, named as such',
    async (key) => {
      const response = await sendRaw('/auth/login', `{"email":"a@b.ch","password":"x","${key}":1}`)
      expect(expectClientError(response, 422)).toEqual(invalid({ [key]: ['Unbekanntes Feld'] }).body)
    },
  )

  test.each(prototypeKeys)('"%s" in a query is an unknown field, named as such', async (key) => {
    const { token } = await createUser(t.app)
    const response = await t.app.inject({
      url: `${API}/users/getUserByEmail?email=a@b.ch&${key}=1`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(expectClientError(response, 422)).toEqual(invalid({ [key]: ['Unbekanntes Feld'] }).body)
  })

  test('an error handler that fails itself still answers in the one shape, without its text', async () => {
    const bare = Fastify()
    registerErrorHandler(bare)
    bare.get('/boom', () => {
      const error = new AppError('validation')
      Object.defineProperty(error, 'errors', {
        get() {
          throw new TypeError('(errors[field] ?? []) is not iterable')
        },
      })
      throw error
    })
    const response = await bare.inject({ url: '/boom' })
    expect(expectClientError(response, 500)).toEqual({ code: 'internal', message: errorMessages.internal })
    await bare.close()
  })
})

describe('text that cannot be stored is refused before it reaches the database', () => {
  test('NUL in the login e-mail, a subject, a class name and a confirmation code', async () => {
    const { token } = await createUser(t.app)
    const cases = [
      ['/auth/login', { email: 'vreni\u0000@schule.example', password: 'x' }, 'email'],
      ['/subjects/store', { title: 'Ma\u0000the', token: 'M' }, 'title'],
      ['/groups/store', { name: '7\u0000a' }, 'name'],
      ['/auth/emailConfirmation', { email_confirmation_token: '12\u00003456' }, 'email_confirmation_token'],
      ['/general-feedbacks/send', { type: 'bug', content: 'Fehler\u0000' }, 'content'],
    ] as const
    for (const [url, fields, field] of cases) {
      const response = await sendRaw(url, JSON.stringify(fields), token)
      const answer = expectClientError(response, 422)
      expect(answer.errors?.[field]?.[0], url).toMatch(
        field === 'email' ? /gültige E-Mail-Adresse/ : /nicht gespeichert werden/,
      )
    }
  })

  test('a class name of lone surrogates is refused and nothing is stored', async () => {
    const { user, token } = await createUser(t.app)
    for (const name of ['\ud800'.repeat(60), 'x\udfff', '7a\ud83d']) {
      const response = await sendRaw('/groups/store', JSON.stringify({ name }), token)
      expect(expectClientError(response, 422)).toEqual(
        invalid({ name: [textMessages.invalidCharacters] }).body,
      )
    }
    const stored = await t.app.ctx.db.select().from(groups).where(eq(groups.teacherId, user.id))
    expect(stored.map((group) => group.name)).toEqual(['MySelf'])
  })

  test('emoji, right-to-left text and combining characters are kept exactly as sent', async () => {
    const { user, token } = await createUser(t.app)
    const title = 'Mathe 🧮 \u202eשלום e\u0301'
    const response = await sendRaw('/subjects/store', JSON.stringify({ title, token: 'M' }), token)
    expect(response.statusCode, response.body).toBe(200)
    const [stored] = await t.app.ctx.db
      .select()
      .from(subjects)
      .where(eq(subjects.teacherId, user.id))
      .orderBy(asc(subjects.id))
    expect(stored?.title).toBe(title)
  })

  test('an over-long login e-mail is a 422, and a long address that fits is a counted wrong login', async () => {
    const tooLong = `${'a'.repeat(250)}@schule.example`
    const refused = await sendRaw('/auth/login', JSON.stringify({ email: tooLong, password: 'x' }))
    expect(expectClientError(refused, 422).errors).toEqual({
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein'],
    })
    // 254 characters, the most an address may have: wrong logins with it are counted up to the limit.
    const longest = `${'b'.repeat(239)}@schule.example`
    expect(longest).toHaveLength(254)
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await sendRaw('/auth/login', JSON.stringify({ email: longest, password: 'x' }))
      expect(wrong.statusCode).toBe(401)
    }
    const held = await sendRaw('/auth/login', JSON.stringify({ email: longest, password: 'x' }))
    expect(expectClientError(held, 429).code).toBe('tooManyRequests')
  })
})

describe('paths that do not decode', () => {
  test.each(['/auth/demoLogin/%zz', '/auth/demoLogin/%', '/auth/demoLogin/%E0%A4%A'])(
    '%s answers 400 in the one shape',
    async (path) => {
      const response = await t.app.inject({ method: 'POST', url: `${API}${path}` })
      expect(expectClientError(response, 400)).toEqual({
        code: 'badRequest',
        message: errorMessages.badRequest,
      })
      expect(response.body).not.toMatch(/FST_|url component/)
    },
  )
})
