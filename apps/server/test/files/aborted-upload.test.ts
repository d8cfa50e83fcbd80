import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { beforeAll, expect, test } from 'vitest'
import { API, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { eventually, fileRowsOf, filesOnDisk, sample } from './file-builders'

// app.inject cannot break a connection off halfway: this file talks to a listening server.
const t = useTestApp()
let teacher: TestUser
let port: number

beforeAll(async () => {
  teacher = await createUser(t.app)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})

const boundary = 'lernraster-test-boundary'
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="abgebrochen.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n',
)

test('an upload the client breaks off leaves no file and no row', async () => {
  const declared = 10 * 1024 * 1024
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `${API}/files/upload`,
    headers: {
      authorization: `Bearer ${teacher.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(declared),
    },
  })
  const answered = new Promise<string>((resolve) => {
    request.on('response', (response) => resolve(`answered ${response.statusCode}`))
    request.on('error', (error) => resolve(`broken off (${error.message})`))
  })
  request.write(head)
  request.write(sample.pdf)
  request.write(Buffer.alloc(256 * 1024))
  // The server has begun writing the file; now the client goes away in the middle of it.
  await eventually(async () => (await filesOnDisk(t.app)).some((name) => name.startsWith('.incoming/')))
  request.destroy()
  expect(await answered).toMatch(/^broken off/)

  await eventually(async () => (await filesOnDisk(t.app)).length === 0)
  expect(await fileRowsOf(t.app, teacher.user.id)).toEqual([])
})

test('after a refusal the server reads past the rest of the body, so the client gets its answer', async () => {
  // A PDF header, then refused bytes: the type check fails at the first chunk, while 3 MB still follow.
  const body = Buffer.concat([
    head,
    sample.exe,
    Buffer.alloc(3 * 1024 * 1024),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const status = await new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${API}/files/upload`,
        headers: {
          authorization: `Bearer ${teacher.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
        },
      },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
  expect(status).toBe(422)
  expect(await filesOnDisk(t.app)).toEqual([])
})
