import { utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { moduleFiles, modules } from '../../src/db/schema'
import { pruneExpired } from '../../src/maintenance'
import { diskPath, incomingDir, newFileId } from '../../src/modules/core/file-store'
import { removeUnusedUploads } from '../../src/modules/files/unused-uploads'
import { createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { createModuleWithBlock, fileRow, filesOnDisk, idOfPath, postForm, sample } from './file-builders'

const t = useTestApp()
const HOUR = 60

test('uploads nothing uses are deleted a day later, rows and files; used ones and younger ones stay', async () => {
  const teacher = await createUser(t.app)
  const upload = async (name: string) => {
    const response = await postForm(t.app, '/files/upload', [['file', sample.pdf, name]], teacher.token)
    return idOfPath(response.json<{ data: string }>().data)
  }
  const { moduleId } = await createModuleWithBlock(t.app, teacher.user.id)
  const unused = await upload('vergessen.pdf')
  const inQuestion = await upload('frage.pdf')
  await t.app.ctx.db.insert(moduleFiles).values({ moduleId, fileId: inQuestion })
  const cover = await upload('deckblatt.pdf')
  await t.app.ctx.db.update(modules).set({ coverFileId: cover }).where(eq(modules.id, moduleId))
  t.clock.advanceMinutes(12 * HOUR)
  const younger = await upload('neu.pdf')

  t.clock.advanceMinutes(12 * HOUR - 1)
  await removeUnusedUploads(t.app.ctx)
  expect(await fileRow(t.app, unused)).toBeDefined()

  t.clock.advanceMinutes(2)
  // Through the hourly maintenance, as main.ts runs it.
  await pruneExpired(t.app.ctx)
  expect(await fileRow(t.app, unused)).toBeUndefined()
  const onDisk = await filesOnDisk(t.app)
  expect(onDisk).not.toContain(unused)
  for (const kept of [inQuestion, cover, younger]) {
    expect(await fileRow(t.app, kept), kept).toBeDefined()
    expect(onDisk, kept).toContain(kept)
  }
})

test('old files without a row and old pieces of broken-off uploads go too; recent ones stay', async () => {
  const dayAgo = new Date(t.clock.now().getTime() - 25 * 60 * 60_000)
  const leftover = async (file: string, modified: Date) => {
    await writeFile(file, 'x')
    await utimes(file, modified, modified)
  }
  const withoutRow = newFileId()
  const recentWithoutRow = newFileId()
  await leftover(diskPath(t.app.ctx.config, withoutRow), dayAgo)
  await leftover(diskPath(t.app.ctx.config, recentWithoutRow), t.clock.now())
  await leftover(path.join(incomingDir(t.app.ctx.config), 'abgebrochen.part'), dayAgo)
  await leftover(path.join(incomingDir(t.app.ctx.config), 'laeuft.part'), t.clock.now())

  expect(await removeUnusedUploads(t.app.ctx)).toEqual({ files: 0, withoutRow: 1, incoming: 1 })
  const onDisk = await filesOnDisk(t.app)
  expect(onDisk).toContain(recentWithoutRow)
  expect(onDisk).toContain('.incoming/laeuft.part')
  expect(onDisk).not.toContain(withoutRow)
  expect(onDisk).not.toContain('.incoming/abgebrochen.part')
})
