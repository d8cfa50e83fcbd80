import { rm } from 'node:fs/promises'
import { errorMessages, fileLimits, moduleMessages } from '@lernraster/shared'
import { beforeAll, describe, expect, test } from 'vitest'
import { ensureFilesDir, incomingDir } from '../../src/modules/core/file-store'
import { answer, createUser, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  createModuleWithBlock,
  fileRow,
  fileRowsOf,
  filesOnDisk,
  idOfPath,
  postForm,
  sample,
} from './file-builders'

const t = useTestApp()
let teacher: TestUser

beforeAll(async () => {
  teacher = await createUser(t.app)
})

const uploadContent = (bytes: Buffer, filename: string, type?: string) =>
  postForm(t.app, '/files/upload', [['file', bytes, filename, type]], teacher.token)

describe('POST /files/upload', () => {
  test.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['pdf', 'application/pdf'],
  ] as const)('takes a %s, stores it under its id and records it', async (kind, contentType) => {
    const response = await uploadContent(sample[kind], `Übung ${kind}.${kind}`)
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json<{ data: string }>()
    expect(data).toMatch(/^\/api\/teacher\/v1\/files\/[A-Za-z0-9_-]{32}$/)
    const id = idOfPath(data)
    expect(await filesOnDisk(t.app)).toContain(id)
    expect(await fileRow(t.app, id)).toMatchObject({
      ownerId: teacher.user.id,
      originalName: `Übung ${kind}.${kind}`,
      contentType,
      size: sample[kind].length,
      kind: 'content',
      createdAt: t.clock.now(),
    })
  })

  test('decides the type by the content, not by the name or the type the browser claims', async () => {
    const response = await uploadContent(sample.pdf, 'foto.png', 'image/png')
    expect(response.statusCode).toBe(200)
    expect(await fileRow(t.app, idOfPath(response.json().data))).toMatchObject({
      contentType: 'application/pdf',
      originalName: 'foto.png',
    })
  })

  test.each([
    ['exe', 'aufgabe.pdf', 'application/pdf'],
    ['zip', 'loesung.pdf', 'application/pdf'],
    ['html', 'bild.png', 'image/png'],
    ['svg', 'bild.svg', 'image/svg+xml'],
  ] as const)('refuses %s bytes sent as %s, and keeps nothing', async (kind, filename, type) => {
    const before = await filesOnDisk(t.app)
    const rows = (await fileRowsOf(t.app, teacher.user.id)).length
    const response = await uploadContent(sample[kind], filename, type)
    expect(answer(response)).toEqual(invalid({ file: [moduleMessages.contentFileType] }))
    expect(await filesOnDisk(t.app)).toEqual(before)
    expect(await fileRowsOf(t.app, teacher.user.id)).toHaveLength(rows)
  })

  test('a file of exactly 20 MB is taken; one byte more is a 413 with the spec text and leaves nothing', async () => {
    const exact = Buffer.concat([sample.png, Buffer.alloc(fileLimits.contentMaxBytes - sample.png.length)])
    const taken = await uploadContent(exact, 'gross.png')
    expect(taken.statusCode).toBe(200)
    expect((await fileRow(t.app, idOfPath(taken.json().data)))?.size).toBe(fileLimits.contentMaxBytes)

    const before = await filesOnDisk(t.app)
    const rows = (await fileRowsOf(t.app, teacher.user.id)).length
    const response = await uploadContent(Buffer.concat([exact, Buffer.from([0])]), 'zu-gross.png')
    expect(answer(response)).toEqual({
      status: 413,
      body: { code: 'payloadTooLarge', message: 'Maximale Dateigrösse 20 MB' },
    })
    expect(await filesOnDisk(t.app)).toEqual(before)
    expect(await fileRowsOf(t.app, teacher.user.id)).toHaveLength(rows)
  })

  test('a request that declares more than the limit is refused before it is read', async () => {
    const before = await filesOnDisk(t.app)
    const big = Buffer.concat([sample.png, Buffer.alloc(fileLimits.contentMaxBytes + 100 * 1024)])
    const response = await uploadContent(big, 'riesig.png')
    expect(answer(response)).toEqual({
      status: 413,
      body: { code: 'payloadTooLarge', message: moduleMessages.contentFileTooLarge },
    })
    expect(await filesOnDisk(t.app)).toEqual(before)
  })

  test('no file, an empty file or the file as a text field: 422 asking for a file', async () => {
    const missing = invalid({ file: [moduleMessages.fileMissing] })
    expect(answer(await postForm(t.app, '/files/upload', [], teacher.token))).toEqual(missing)
    expect(answer(await uploadContent(Buffer.alloc(0), 'leer.pdf'))).toEqual(missing)
    expect(answer(await postForm(t.app, '/files/upload', [['file', 'text']], teacher.token))).toEqual(missing)
  })

  test('fields the form does not have, a second file and JSON are refused', async () => {
    const before = await filesOnDisk(t.app)
    const unknown = await postForm(
      t.app,
      '/files/upload',
      [
        ['owner_id', '1'],
        ['file', sample.png, 'a.png'],
      ],
      teacher.token,
    )
    expect(answer(unknown)).toEqual(invalid({ owner_id: ['Unbekanntes Feld'] }))
    const twice = await postForm(
      t.app,
      '/files/upload',
      [
        ['file', sample.png, 'a.png'],
        ['file', sample.png, 'b.png'],
      ],
      teacher.token,
    )
    expect(answer(twice)).toEqual(invalid({ file: [moduleMessages.uploadFieldTwice] }))
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/v1/files/upload',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${teacher.token}` },
    })
    expect(json.statusCode).toBe(415)
    expect(await filesOnDisk(t.app)).toEqual(before)
  })

  test('a broken multipart body is a 400, never a 500', async () => {
    const bodies = [
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      ],
      ['multipart/form-data', '--x\r\n\r\n--x--'],
      ['multipart/form-data; boundary=x', 'no boundary here at all'],
    ]
    for (const [contentType, payload] of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/teacher/v1/files/upload',
        payload,
        headers: { 'content-type': contentType!, authorization: `Bearer ${teacher.token}` },
      })
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, payload).toBeLessThan(500)
      expect(response.json()).toHaveProperty('code')
    }
    expect((await filesOnDisk(t.app)).filter((name) => name.startsWith('.incoming'))).toEqual([])
  })

  test('a file that cannot be written is the server’s failure (500), not the client’s', async () => {
    await rm(incomingDir(t.app.ctx.config), { recursive: true })
    try {
      const response = await uploadContent(sample.png, 'bild.png')
      expect(answer(response)).toEqual({
        status: 500,
        body: { code: 'internal', message: errorMessages.internal },
      })
    } finally {
      await ensureFilesDir(t.app.ctx.config)
    }
    expect((await uploadContent(sample.png, 'bild.png')).statusCode).toBe(200)
  })

  test('a name the browser sends with odd characters is stored as readable text', async () => {
    const response = await uploadContent(sample.pdf, `${'ä'.repeat(300)}.pdf`)
    const row = await fileRow(t.app, idOfPath(response.json().data))
    expect(row?.originalName).toHaveLength(255)
    expect(row?.originalName.endsWith('ä.pdf')).toBe(true)
  })
})

describe('POST /files/uploadSource', () => {
  const sourceForm = (moduleId: number, blockId: number, bytes = sample.zip, type = 'SourceQuestion') =>
    postForm(
      t.app,
      '/files/uploadSource',
      [
        ['module_id', String(moduleId)],
        ['block_id', String(blockId)],
        ['type', type],
        ['file', bytes, 'Vorlage.docx'],
      ],
      teacher.token,
    )

  test('takes any type for a block of the teacher’s module', async () => {
    const { moduleId, blockId } = await createModuleWithBlock(t.app, teacher.user.id)
    for (const [bytes, contentType] of [
      [sample.zip, 'application/octet-stream'],
      [sample.exe, 'application/octet-stream'],
      [sample.pdf, 'application/pdf'],
    ] as const) {
      const response = await sourceForm(moduleId, blockId, bytes, 'SourceSolution')
      expect(response.statusCode, response.body).toBe(200)
      expect(await fileRow(t.app, idOfPath(response.json().data))).toMatchObject({
        kind: 'source',
        contentType,
        originalName: 'Vorlage.docx',
      })
    }
  })

  test('another teacher’s module is not found; a block of another module is named; nothing is kept', async () => {
    const other = await createUser(t.app)
    const foreign = await createModuleWithBlock(t.app, other.user.id)
    const own = await createModuleWithBlock(t.app, teacher.user.id)
    const before = await filesOnDisk(t.app)
    expect(answer(await sourceForm(foreign.moduleId, foreign.blockId))).toEqual(notFound)
    expect(answer(await sourceForm(own.moduleId, foreign.blockId))).toEqual(
      invalid({ block_id: [moduleMessages.blockNotInModule] }),
    )
    expect(answer(await sourceForm(own.moduleId, own.blockId, sample.zip, 'Source'))).toEqual(
      invalid({ type: [moduleMessages.sourceTypeInvalid] }),
    )
    expect(await filesOnDisk(t.app)).toEqual(before)
  })

  test('fields after the file are refused with a clear 422, and the file is not kept', async () => {
    const { moduleId, blockId } = await createModuleWithBlock(t.app, teacher.user.id)
    const before = await filesOnDisk(t.app)
    const fieldsAfter = await postForm(
      t.app,
      '/files/uploadSource',
      [
        ['module_id', String(moduleId)],
        ['file', sample.zip, 'a.zip'],
        ['block_id', String(blockId)],
        ['type', 'SourceQuestion'],
      ],
      teacher.token,
    )
    const beforeFile = [moduleMessages.uploadFieldBeforeFile]
    expect(answer(fieldsAfter)).toEqual(invalid({ block_id: beforeFile, type: beforeFile }))
    // All fields in time, and one sent again after the file: that one would go unchecked.
    const again = await postForm(
      t.app,
      '/files/uploadSource',
      [
        ['module_id', String(moduleId)],
        ['block_id', String(blockId)],
        ['type', 'SourceQuestion'],
        ['file', sample.zip, 'a.zip'],
        ['module_id', '999999'],
      ],
      teacher.token,
    )
    expect(answer(again)).toEqual(invalid({ module_id: [moduleMessages.uploadFieldTwice] }))
    expect(await filesOnDisk(t.app)).toEqual(before)
  })
})
