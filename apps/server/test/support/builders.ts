import { randomBytes } from 'node:crypto'
import { Role, type RoleId } from '@lernraster/shared'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { UserWithEmail } from '../../src/db/schema'
import { hashPassword } from '../../src/lib/passwords'
import { issueApiToken } from '../../src/modules/auth/session.service'
import { createAccount } from '../../src/modules/users/create-account'

export const API = '/api/teacher/v1'

/** Calls the API as a client would: JSON body, optional bearer token. */
export function api(app: FastifyInstance, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {}
  return {
    get: (path: string, query?: Record<string, string>) =>
      app.inject({ method: 'GET', url: `${API}${path}`, query, headers }),
    post: (path: string, payload?: object) =>
      app.inject({ method: 'POST', url: `${API}${path}`, payload, headers }),
  }
}

export const uniqueEmail = (prefix = 'lehrer') => `${prefix}-${randomBytes(4).toString('hex')}@schule.example`

export const TEST_PASSWORD = 'Kompetenz-Raster-7'

export interface TestUser {
  user: UserWithEmail
  token: string
  password: string
}

/** A user straight in the database (no mail), with a valid session. */
export async function createUser(
  app: FastifyInstance,
  options: { role?: RoleId; emailConfirmed?: boolean; activated?: boolean; email?: string } = {},
): Promise<TestUser> {
  const ctx = app.ctx
  // As every account is made: teachers and admins get their MySelf class with it.
  const email = options.email ?? uniqueEmail()
  const row = await createAccount(
    ctx.db,
    {
      firstname: 'Vreni',
      lastname: 'Muster',
      email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      roleId: options.role ?? Role.teacher,
      emailConfirmed: options.emailConfirmed ?? true,
      activated: options.activated ?? true,
    },
    ctx.clock.now(),
  )
  const user = { ...row, email }
  return { user, token: await issueApiToken(ctx, ctx.db, user.id), password: TEST_PASSWORD }
}

/** The five callers every route is tried with (docs/conventions.md "Tests"). */
export async function createCallers(app: FastifyInstance) {
  return {
    student: await createUser(app, { role: Role.student }),
    unconfirmed: await createUser(app, { emailConfirmed: false, activated: false }),
    notActivated: await createUser(app, { activated: false }),
    teacher: await createUser(app),
    admin: await createUser(app, { role: Role.admin }),
  }
}

export interface MailboxEntry {
  to: string
  subject: string
  text: string
  html: string
  sent_at: string | null
}

export async function mailbox(app: FastifyInstance): Promise<MailboxEntry[]> {
  const response = await app.inject({ method: 'GET', url: '/dev/mailbox.json' })
  return response.json()
}

/** The newest mail to `to`; fails the test when there is none. */
export async function lastMailTo(app: FastifyInstance, to: string): Promise<MailboxEntry> {
  const mail = (await mailbox(app)).find((entry) => entry.to === to)
  if (!mail) throw new Error(`no mail to ${to}`)
  return mail
}

export function linkToken(mail: MailboxEntry, param: string): string {
  const match = mail.text.match(new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`))
  if (!match?.[1]) throw new Error(`no ${param} link in "${mail.subject}"`)
  return match[1]
}

export function confirmationCode(mail: MailboxEntry): string {
  const match = mail.text.match(/Bestätigungscode lautet: (\d+)/)
  if (!match?.[1]) throw new Error(`no code in "${mail.subject}"`)
  return match[1]
}

export const body = <T = Record<string, unknown>>(response: LightMyRequestResponse): T => response.json() as T

/** Like api(), sent from another client address: the per-IP limits count each address apart. */
export function apiFrom(app: FastifyInstance, remoteAddress: string, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {}
  return {
    get: (path: string, query?: Record<string, string>) =>
      app.inject({ method: 'GET', url: `${API}${path}`, query, headers, remoteAddress }),
    post: (path: string, payload?: object) =>
      app.inject({ method: 'POST', url: `${API}${path}`, payload, headers, remoteAddress }),
  }
}

export const randomIp = () => `10.${[...randomBytes(3)].join('.')}`

export interface RegisterFields {
  firstname: string
  lastname: string
  email: string
  password: string
  password_confirmation: string
}

export const registerFields = (overrides: Partial<RegisterFields> = {}): RegisterFields => ({
  firstname: 'Vreni',
  lastname: 'Muster',
  email: uniqueEmail(),
  password: TEST_PASSWORD,
  password_confirmation: TEST_PASSWORD,
  ...overrides,
})

/** Registers through the API, each from its own address so the per-IP register limit stays out of the way. */
export async function registerTeacher(app: FastifyInstance, overrides: Partial<RegisterFields> = {}) {
  const fields = registerFields(overrides)
  const response = await apiFrom(app, randomIp()).post('/auth/register', fields)
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`)
  const { api_token } = body<{ api_token: string }>(response)
  return { email: fields.email.trim().toLowerCase(), password: fields.password, token: api_token }
}

/** All mails to `to`, newest first. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<MailboxEntry[]> {
  return (await mailbox(app)).filter((entry) => entry.to === to)
}

/** A code of the same length that is certainly not `code`. */
export const otherCode = (code: string) =>
  [...code].map((digit, index) => (index === 0 ? String((Number(digit) + 1) % 10) : digit)).join('')

/** Status and body as one value, so a failing expectation shows both. */
export const answer = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.json() as unknown,
})

/** What `answer` gives for a validation failure with these field errors. */
export const invalid = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { code: 'validation', message: 'Bitte prüfen Sie Ihre Eingaben.', errors },
})

/** What `answer` gives for an object the caller may not see (or that does not exist). */
export const notFound = { status: 404, body: { code: 'notFound', message: 'Nicht gefunden.' } }
