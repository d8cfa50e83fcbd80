import { type CallKey, methodAndPath, studentApi, type TaggedCall, teacherApi } from '@lernraster/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { studentApiDescription, teacherApiDescription } from '../../src/openapi/descriptions'
import { type OpenApiDocument, openApiDocument } from '../../src/openapi/document'
import { API } from '../support/builders'
import { useTestApp } from '../support/test-app'

const STUDENT_API = '/api/student/v1'

// With an admin secret the hidden /internal/admin exists, so "not listed" is a real check.
const t = useTestApp({}, { adminSecret: 'a-secret-of-the-running-server' })

const apis = [
  { name: 'teacher', base: API, table: teacherApi, description: teacherApiDescription },
  { name: 'student', base: STUDENT_API, table: studentApi, description: studentApiDescription },
] as const

const documents = new Map<string, OpenApiDocument>()

beforeAll(async () => {
  for (const { name, base } of apis) {
    // Asked without any token: the documents are public.
    const response = await t.app.inject({ method: 'GET', url: `${base}/openapi.json` })
    expect(response.statusCode, name).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    documents.set(name, response.json<OpenApiDocument>())
  }
})

const operationOf = (document: OpenApiDocument, key: CallKey) => {
  const { method, path } = methodAndPath(key)
  return document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase() as 'get' | 'post']
}

describe.each(apis)('GET $base/openapi.json', ({ name, base, table, description }) => {
  const document = () => documents.get(name) as OpenApiDocument

  it('is the document made from its table of calls, with its server', () => {
    expect(document().openapi).toBe('3.1.0')
    expect(document().info.title).toBe(description.title)
    expect(document().servers).toEqual([{ url: base }])
    expect(document()).toEqual(JSON.parse(JSON.stringify(openApiDocument(table, description))))
  })

  it('has every call of the table, each with its operationId, summary, access and error answers', () => {
    const entries = Object.entries(table) as [CallKey, TaggedCall][]
    expect(entries.length).toBeGreaterThan(5)
    const operationIds = new Set<string>()
    for (const [key, call] of entries) {
      const operation = operationOf(document(), key)
      expect(operation, key).toBeDefined()
      expect(operation?.operationId).toBe(call.operationId)
      expect(operation?.summary, key).not.toBe('')
      operationIds.add(call.operationId)
      const open = call.access === 'public'
      expect(operation?.security, key).toEqual(open ? [] : expect.arrayContaining([{ bearer: [] }]))
      // A call that needs a token answers 401 without one; every call may answer 500.
      const statuses = Object.keys(operation?.responses ?? {})
      if (!open && call.access !== 'optionalUser') expect(statuses, key).toContain('401')
      expect(statuses, key).toContain('500')
    }
    expect(operationIds.size, 'operationIds are unique').toBe(entries.length)
    // Each group of calls says what it is about.
    for (const tag of new Set(entries.map(([, call]) => call.tag))) {
      expect(description.tags[tag], tag).toBeTruthy()
    }
  })

  it('lists only its own API: no other API, no hidden route, not itself', () => {
    const paths = Object.keys(document().paths)
    for (const hidden of [
      '/internal/admin',
      '/healthz',
      '/readyz',
      '/metrics',
      '/dev/mailbox.json',
      '/openapi.json',
    ]) {
      expect(paths).not.toContain(hidden)
    }
    expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([])
    expect(paths.length).toBe(
      new Set(Object.keys(table).map((key) => methodAndPath(key as CallKey).path)).size,
    )
  })
})

describe('the teacher document in detail', () => {
  const teacher = () => documents.get('teacher') as OpenApiDocument

  it('describes the login body from its schema, and the call needs no token', () => {
    const login = operationOf(teacher(), 'POST /auth/login')
    const schema = login?.requestBody?.content['application/json']?.schema as { properties: object }
    expect(Object.keys(schema.properties).sort()).toEqual(['email', 'password'])
    expect(login?.security).toEqual([])
  })

  it('names the codes an operation answers: buying a module', () => {
    const purchase = operationOf(teacher(), 'POST /modules/purchase')
    const conflict = JSON.stringify(purchase?.responses['409'])
    for (const code of ['insufficientCrystals', 'alreadyPurchased', 'ownModule', 'priceChanged']) {
      expect(conflict).toContain(code)
    }
    expect(purchase?.responses).toHaveProperty('404')
  })

  it('describes uploads as multipart with their field order, and ids in queries as integers', () => {
    const upload = operationOf(teacher(), 'POST /files/uploadSource')
    expect(upload?.requestBody?.content).toHaveProperty('multipart/form-data')
    expect(upload?.requestBody?.description).toMatch(/Reihenfolge: .*file/)
    const byId = operationOf(teacher(), 'GET /modules/byId')
    expect(byId?.parameters).toContainEqual({
      name: 'id',
      in: 'query',
      required: true,
      schema: { type: 'integer', minimum: 1 },
    })
  })

  it('describes the live stream as server-sent events with its kinds', () => {
    const live = operationOf(teacher(), 'GET /live')
    expect(live?.responses['200']?.content).toHaveProperty('text/event-stream')
    expect(live?.responses['200']?.description).toContain('progress')
  })

  it('says which calls also take the token cookie: reading a file', () => {
    expect(operationOf(teacher(), 'GET /files/:id')?.security).toEqual([{ bearer: [] }, { tokenCookie: [] }])
  })
})
