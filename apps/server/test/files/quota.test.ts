import { moduleMessages } from '@lernraster/shared'
import { describe, expect, test } from 'vitest'
import { answer, createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { createModuleWithBlock, fileRowsOf, filesOnDisk, postForm, sample } from './file-builders'

// A quota of 1 MB (the smallest setting), so that a few small uploads fill it.
const t = useTestApp({ FILES_QUOTA_MB: '1' })
const megabyte = 1024 * 1024
const fileOf = (bytes: number) => Buffer.concat([sample.pdf, Buffer.alloc(bytes - sample.pdf.length)])
const quotaFull = { status: 413, body: { code: 'payloadTooLarge', message: moduleMessages.quotaExceeded } }

describe('the storage quota per teacher (FILES_QUOTA_MB)', () => {
  test('uploads fit until the sum would pass the quota; then 413 with a clear text and nothing kept', async () => {
    const teacher = await createUser(t.app)
    const upload = (bytes: number) =>
      postForm(t.app, '/files/upload', [['file', fileOf(bytes), 'blatt.pdf']], teacher.token)
    expect((await upload(600 * 1024)).statusCode).toBe(200)
    const left = megabyte - 600 * 1024
    const before = await filesOnDisk(t.app)
    // A little more than is left: the request's length passes the early check, the exact one refuses.
    expect(answer(await upload(left + 1000))).toEqual(quotaFull)
    expect(await filesOnDisk(t.app)).toEqual(before)
    expect(await fileRowsOf(t.app, teacher.user.id)).toHaveLength(1)
    // What still fits is taken: exactly up to the quota.
    expect((await upload(left)).statusCode).toBe(200)
    expect(answer(await upload(100))).toEqual(quotaFull)
  })

  test('a request that says it is larger than the space left is refused before it is read', async () => {
    const teacher = await createUser(t.app)
    const { moduleId, blockId } = await createModuleWithBlock(t.app, teacher.user.id)
    const before = await filesOnDisk(t.app)
    const response = await postForm(
      t.app,
      '/files/uploadSource',
      [
        ['module_id', String(moduleId)],
        ['block_id', String(blockId)],
        ['type', 'SourceSolution'],
        ['file', Buffer.alloc(2 * megabyte), 'daten.bin'],
      ],
      teacher.token,
    )
    expect(answer(response)).toEqual(quotaFull)
    expect(await filesOnDisk(t.app)).toEqual(before)
  })

  test('each teacher has a quota of their own; a cover counts too', async () => {
    const first = await createUser(t.app)
    const second = await createUser(t.app)
    const full = await postForm(t.app, '/files/upload', [['file', fileOf(megabyte), 'voll.pdf']], first.token)
    expect(full.statusCode).toBe(200)
    const { moduleId } = await createModuleWithBlock(t.app, first.user.id)
    const cover = await postForm(
      t.app,
      '/modules/updateCover',
      [
        ['module_id', String(moduleId)],
        ['cover_picture', sample.png, 'bild.png'],
      ],
      first.token,
    )
    expect(answer(cover)).toEqual(quotaFull)
    const others = await postForm(
      t.app,
      '/files/upload',
      [['file', fileOf(megabyte), 'auch.pdf']],
      second.token,
    )
    expect(others.statusCode).toBe(200)
  })
})
