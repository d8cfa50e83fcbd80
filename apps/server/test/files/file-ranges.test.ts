import { beforeAll, describe, expect, test } from 'vitest'
import { createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { createModuleWithBlock, postSourceFile } from './file-builders'

// Issue 35: a stored file is served in parts (Range, 206) and not again when the browser has it
// (ETag, 304): a 200 MB source file can be resumed and seeked. The file id is the entity tag: the
// content behind an id never changes.

const t = useTestApp()
let owner: TestUser
let path: string
/** 1,000 bytes whose values say where they are: byte i is i % 251. */
const bytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251))

beforeAll(async () => {
  owner = await createUser(t.app)
  const place = await createModuleWithBlock(t.app, owner.user.id)
  const response = await postSourceFile(t.app, owner.token, place, bytes)
  expect(response.statusCode, response.body).toBe(200)
  path = response.json<{ data: string }>().data
})

const get = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${owner.token}`, ...headers } })

describe('GET /files/:id in parts', () => {
  test('the whole file says it takes ranges and names its tag', async () => {
    const response = await get()
    expect(response.statusCode).toBe(200)
    expect(response.headers['accept-ranges']).toBe('bytes')
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(response.rawPayload.equals(bytes)).toBe(true)
  })

  test.each([
    ['bytes=0-9', 0, 9],
    ['bytes=990-', 990, 999],
    ['bytes=-10', 990, 999],
    ['bytes=500-5000', 500, 999],
  ])('%s answers 206 with exactly those bytes', async (range, start, end) => {
    const response = await get({ range })
    expect(response.statusCode).toBe(206)
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/1000`)
    expect(response.headers['content-length']).toBe(String(end - start + 1))
    expect(response.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true)
  })

  test('a range past the end is 416 with the length; nonsense and several ranges get the whole file', async () => {
    const past = await get({ range: 'bytes=1000-' })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe('bytes */1000')
    expect(past.json()).toMatchObject({ code: 'rangeNotSatisfiable' })
    for (const range of ['bytes=0-9,20-29', 'items=0-9', 'bytes=9-0', 'bytes=x-']) {
      const whole = await get({ range })
      expect(whole.statusCode, range).toBe(200)
      expect(whole.rawPayload.length, range).toBe(1000)
    }
  })

  test('If-None-Match with its tag is 304 without a body; If-Range with another tag gets the whole file', async () => {
    const etag = (await get()).headers.etag as string
    const unchanged = await get({ 'if-none-match': `W/"alt", ${etag}` })
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.rawPayload.length).toBe(0)
    const resumed = await get({ range: 'bytes=100-199', 'if-range': etag })
    expect(resumed.statusCode).toBe(206)
    const stale = await get({ range: 'bytes=100-199', 'if-range': '"eine-andere-datei"' })
    expect(stale.statusCode).toBe(200)
    expect(stale.rawPayload.length).toBe(1000)
  })
})
