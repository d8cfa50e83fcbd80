import { Role } from '@lernraster/shared'
import { beforeAll, describe, expect, test } from 'vitest'
import { moduleFiles } from '../../src/db/schema'
import { createUser, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { createModuleWithBlock, getFile, idOfPath, postForm, sample } from './file-builders'

const t = useTestApp()
let owner: TestUser
let other: TestUser
let pdfPath: string

const upload = async (who: TestUser, bytes: Buffer, filename: string, route = '/files/upload') => {
  const form: Parameters<typeof postForm>[2] = [['file', bytes, filename]]
  if (route === '/files/uploadSource') {
    const { moduleId, blockId } = await createModuleWithBlock(t.app, who.user.id)
    form.unshift(['module_id', String(moduleId)], ['block_id', String(blockId)], ['type', 'SourceQuestion'])
  }
  const response = await postForm(t.app, route, form, who.token)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: string }>().data
}

beforeAll(async () => {
  owner = await createUser(t.app)
  other = await createUser(t.app)
  pdfPath = await upload(owner, sample.pdf, 'Lösung "Brüche".pdf')
})

describe('GET /files/:id: who may read', () => {
  test('the uploader reads the file as it was sent', async () => {
    const response = await getFile(t.app, pdfPath, { token: owner.token })
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.equals(sample.pdf)).toBe(true)
  })

  test('another teacher, whose module does not use it, is told it does not exist', async () => {
    const response = await getFile(t.app, pdfPath, { token: other.token })
    expect({ status: response.statusCode, body: response.json() }).toEqual(notFound)
  })

  test('a teacher whose module uses the file may read it', async () => {
    const reader = await createUser(t.app)
    const { moduleId } = await createModuleWithBlock(t.app, reader.user.id)
    const path = await upload(owner, sample.png, 'tafel.png')
    expect((await getFile(t.app, path, { token: reader.token })).statusCode).toBe(404)
    await t.app.ctx.db.insert(moduleFiles).values({ moduleId, fileId: idOfPath(path) })
    expect((await getFile(t.app, path, { token: reader.token })).statusCode).toBe(200)
  })

  test('anonymous 401, students and unconfirmed teachers 403', async () => {
    const anonymous = await getFile(t.app, pdfPath)
    expect(anonymous.statusCode).toBe(401)
    const student = await createUser(t.app, { role: Role.student })
    expect((await getFile(t.app, pdfPath, { token: student.token })).json()).toMatchObject({
      code: 'studentNotAllowed',
    })
    const unconfirmed = await createUser(t.app, { emailConfirmed: false })
    expect((await getFile(t.app, pdfPath, { token: unconfirmed.token })).statusCode).toBe(403)
  })

  test('the api_token cookie works here, as an <img src> sends it', async () => {
    const response = await getFile(t.app, pdfPath, { cookie: `theme=dark; api_token=${owner.token}` })
    expect(response.statusCode).toBe(200)
    const strangersCookie = await getFile(t.app, pdfPath, { cookie: `api_token=${other.token}` })
    expect(strangersCookie.statusCode).toBe(404)
    expect((await getFile(t.app, pdfPath, { cookie: 'api_token=not-a-token' })).statusCode).toBe(401)
    // The bearer token decides when both come along.
    const both = await getFile(t.app, pdfPath, { token: other.token, cookie: `api_token=${owner.token}` })
    expect(both.statusCode).toBe(404)
  })

  test('the cookie counts on no other route (decision 004)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/teacher/v1/users/userinfo',
      headers: { cookie: `api_token=${owner.token}` },
    })
    expect(response.statusCode).toBe(401)
    const upload = await postForm(t.app, '/files/upload', [['file', sample.png, 'a.png']])
    expect(upload.statusCode).toBe(401)
  })

  test('ids that are not one, or no longer on disk, are not found', async () => {
    for (const id of ['x', '..%2F..%2Fetc%2Fpasswd', '.incoming', 'A'.repeat(32)]) {
      const response = await getFile(t.app, `/api/teacher/v1/files/${id}`, { token: owner.token })
      expect(response.statusCode, id).toBe(404)
    }
  })
})

describe('GET /files/:id: how a file is served', () => {
  test('a PDF: its type, inline with its name, nosniff, cached privately, the app’s policy', async () => {
    const response = await getFile(t.app, pdfPath, { token: owner.token })
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(sample.pdf.length),
      'content-disposition': `inline; filename="L_sung _Br_che_.pdf"; filename*=UTF-8''L%C3%B6sung%20%22Br%C3%BCche%22.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    })
    // Chromium's PDF viewer does not run in a sandboxed document.
    expect(response.headers['content-security-policy']).not.toMatch(/sandbox/)
  })

  test('an image: inline and sandboxed', async () => {
    const path = await upload(owner, sample.webp, 'bild.webp')
    const response = await getFile(t.app, path, { token: owner.token })
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-disposition': `inline; filename="bild.webp"; filename*=UTF-8''bild.webp`,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    })
  })

  test('anything else only as a sandboxed download, whatever it contains', async () => {
    const path = await upload(owner, sample.html, 'seite.html', '/files/uploadSource')
    const response = await getFile(t.app, path, { token: owner.token })
    expect(response.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="seite.html"; filename*=UTF-8''seite.html`,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    })
    expect(response.rawPayload.equals(sample.html)).toBe(true)
  })

  test('a refused read is not cached', async () => {
    const response = await getFile(t.app, pdfPath, { token: other.token })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  test('HEAD answers the headers without the body', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: pdfPath,
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.rawPayload).toHaveLength(0)
  })
})
