import { fileLimits, moduleMessages } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { moduleChanges, moduleFiles } from '../../src/db/schema'
import { answer, createUser, invalid, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  createModuleWithBlock,
  type FormEntry,
  fileRow,
  filesOnDisk,
  getFile,
  idOfPath,
  moduleRow,
  postForm,
  sample,
} from './file-builders'

const t = useTestApp()
let teacher: TestUser

beforeAll(async () => {
  teacher = await createUser(t.app)
})

const sendCover = (moduleId: number, picture: FormEntry | null, who: TestUser = teacher) =>
  postForm(
    t.app,
    '/modules/updateCover',
    [['module_id', String(moduleId)], ...(picture ? [picture] : [])],
    who.token,
  )

const usedFiles = async (moduleId: number) =>
  (await t.app.ctx.db.select().from(moduleFiles).where(eq(moduleFiles.moduleId, moduleId))).map(
    (row) => row.fileId,
  )

describe('POST /modules/updateCover', () => {
  test('sets the cover, records its use, and a new cover replaces the old one on disk too', async () => {
    const { moduleId } = await createModuleWithBlock(t.app, teacher.user.id)
    t.clock.advanceMinutes(5)
    const first = await sendCover(moduleId, ['cover_picture', sample.png, 'deckblatt.png'])
    expect(first.statusCode, first.body).toBe(200)
    const firstPath = first.json<{ cover_path: string }>().cover_path
    const firstId = idOfPath(firstPath)
    expect(await moduleRow(t.app, moduleId)).toMatchObject({
      coverFileId: firstId,
      updatedAt: t.clock.now(),
    })
    expect(await fileRow(t.app, firstId)).toMatchObject({ kind: 'cover', contentType: 'image/png' })
    expect(await usedFiles(moduleId)).toEqual([firstId])
    expect((await getFile(t.app, firstPath, { token: teacher.token })).statusCode).toBe(200)
    const changes = await t.app.ctx.db
      .select()
      .from(moduleChanges)
      .where(eq(moduleChanges.moduleId, moduleId))
    expect(changes).toEqual([
      expect.objectContaining({
        subject: 'module',
        kind: 'updated',
        name: 'Brüche',
        userId: teacher.user.id,
      }),
    ])

    const second = await sendCover(moduleId, ['cover_picture', sample.jpeg, 'neu.jpg'])
    const secondId = idOfPath(second.json<{ cover_path: string }>().cover_path)
    expect((await moduleRow(t.app, moduleId))?.coverFileId).toBe(secondId)
    expect(await usedFiles(moduleId)).toEqual([secondId])
    // The old picture is used nowhere else: row and file are gone.
    expect(await fileRow(t.app, firstId)).toBeUndefined()
    expect(await filesOnDisk(t.app)).not.toContain(firstId)
    expect(await filesOnDisk(t.app)).toContain(secondId)
  })

  test('no picture: the spec’s "Das Bild hat sich nicht geändert"', async () => {
    const { moduleId } = await createModuleWithBlock(t.app, teacher.user.id)
    expect(answer(await sendCover(moduleId, null))).toEqual(
      invalid({ cover_picture: [moduleMessages.coverUnchanged] }),
    )
    expect(answer(await sendCover(moduleId, ['cover_picture', Buffer.alloc(0), '']))).toEqual(
      invalid({ cover_picture: ['Das Bild hat sich nicht geändert'] }),
    )
  })

  test('a PDF or anything but an image is refused, whatever its name', async () => {
    const { moduleId } = await createModuleWithBlock(t.app, teacher.user.id)
    const before = await filesOnDisk(t.app)
    for (const bytes of [sample.pdf, sample.svg, sample.exe]) {
      const response = await sendCover(moduleId, ['cover_picture', bytes, 'bild.png', 'image/png'])
      expect(answer(response)).toEqual(invalid({ cover_picture: [moduleMessages.coverFileType] }))
    }
    expect((await moduleRow(t.app, moduleId))?.coverFileId).toBeNull()
    expect(await filesOnDisk(t.app)).toEqual(before)
  })

  test('a picture over 20 MB: 413 with "Maximale Bildgrösse 20 MB", the old cover stays', async () => {
    const { moduleId } = await createModuleWithBlock(t.app, teacher.user.id)
    const kept = await sendCover(moduleId, ['cover_picture', sample.gif, 'alt.gif'])
    const keptId = idOfPath(kept.json<{ cover_path: string }>().cover_path)
    const before = await filesOnDisk(t.app)
    const big = Buffer.concat([sample.png, Buffer.alloc(fileLimits.coverMaxBytes)])
    expect(answer(await sendCover(moduleId, ['cover_picture', big, 'gross.png']))).toEqual({
      status: 413,
      body: { code: 'payloadTooLarge', message: 'Maximale Bildgrösse 20 MB' },
    })
    expect((await moduleRow(t.app, moduleId))?.coverFileId).toBe(keptId)
    expect(await filesOnDisk(t.app)).toEqual(before)
  })

  test('another teacher’s module is not found, before the picture is read, and stays as it was', async () => {
    const other = await createUser(t.app)
    const { moduleId } = await createModuleWithBlock(t.app, other.user.id)
    const before = await filesOnDisk(t.app)
    expect(answer(await sendCover(moduleId, ['cover_picture', sample.png, 'fremd.png']))).toEqual(notFound)
    expect(answer(await sendCover(999_999, ['cover_picture', sample.png, 'fremd.png']))).toEqual(notFound)
    expect((await moduleRow(t.app, moduleId))?.coverFileId).toBeNull()
    expect(await filesOnDisk(t.app)).toEqual(before)
  })

  test('the module id is checked like any id', async () => {
    const response = await postForm(
      t.app,
      '/modules/updateCover',
      [
        ['module_id', '0x10'],
        ['cover_picture', sample.png, 'a.png'],
      ],
      teacher.token,
    )
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors)).toEqual(['module_id'])
  })
})
