import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { API } from '../support/builders'
import { useTestApp } from '../support/test-app'

interface Operation {
  security?: unknown[]
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  responses?: Record<string, unknown>
}
interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, Operation>>
}

// With an admin secret the hidden /internal/admin exists, so "not listed" is a real check.
const t = useTestApp({}, { adminSecret: 'a-secret-of-the-running-server' })
let response: LightMyRequestResponse
let document: OpenApiDocument

beforeAll(async () => {
  // Asked without any token: the document is public.
  response = await t.app.inject({ method: 'GET', url: `${API}/openapi.json` })
  document = response.json<OpenApiDocument>()
})

describe('GET /api/teacher/v1/openapi.json', () => {
  it('is public and JSON', () => {
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/)
    expect(document.info).toEqual({ title: 'Lernraster teacher API', version: '1' })
  })

  it('lists the account calls, each with its answers', () => {
    const paths = Object.keys(document.paths)
    for (const path of [
      '/auth/login',
      '/auth/register',
      '/auth/logout',
      '/auth/forgotPassword',
      '/auth/resetPassword',
      '/auth/emailConfirmation',
      '/auth/demoLogin/{token}',
      '/users/userinfo',
      '/account/updatePassword',
      '/account/updateName',
      '/general-feedbacks/send',
    ]) {
      expect(paths).toContain(`${API}${path}`)
    }
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.responses, `${method} ${path}`).toBeTypeOf('object')
      }
    }
  })

  it('describes the login body from its route schema', () => {
    const login = document.paths[`${API}/auth/login`]?.post
    const schema = login?.requestBody?.content?.['application/json']?.schema
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(['email', 'password'])
    expect(login?.responses).toHaveProperty('200')
  })

  it('leaves out the hidden routes, although they exist', async () => {
    const paths = Object.keys(document.paths)
    expect(paths).not.toContain('/internal/admin')
    expect(paths).not.toContain('/healthz')
    expect(paths).not.toContain('/dev/mailbox.json')
    expect(paths).not.toContain(`${API}/openapi.json`)
    // The teacher API and the student app's (issue 15), nothing else.
    expect(
      paths.filter((path) => !path.startsWith(`${API}/`) && !path.startsWith('/api/student/v1/')),
    ).toEqual([])
    expect(paths.some((path) => path.startsWith('/api/student/v1/'))).toBe(true)

    // The hidden admin route is really registered in this app: without the secret it refuses.
    const admin = await t.app.inject({ method: 'POST', url: '/internal/admin', payload: { name: 'users' } })
    expect(admin.statusCode).toBe(403)
    expect(admin.json()).toMatchObject({ code: 'forbidden' })
  })

  it('marks the calls that need no token, and only those', () => {
    const operation = (path: string, method = 'post') => document.paths[`${API}${path}`]?.[method]
    for (const open of ['/auth/login', '/auth/register', '/auth/forgotPassword', '/auth/emailConfirmation']) {
      expect(operation(open)?.security, open).toEqual([])
    }
    expect(operation('/users/userinfo', 'get')?.security).toBeUndefined()
    expect(operation('/account/updateName')?.security).toBeUndefined()
  })
})
