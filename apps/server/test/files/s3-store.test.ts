import { writeFile } from 'node:fs/promises'
import { FileKind } from '@lernraster/shared'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { parseAdminArgs, runAdminCommand } from '../../src/admin/commands'
import type { Db } from '../../src/db/client'
import { files, moduleFiles } from '../../src/db/schema'
import { diskPath, newFileId, storedPath } from '../../src/modules/core/file-store'
import { databaseStore } from '../../src/modules/file-stores/database-store'
import { s3Store } from '../../src/modules/file-stores/s3-store'
import { removeUnusedUploads } from '../../src/modules/files/unused-uploads'
import { createUser, type TestUser } from '../support/builders'
import { startS3Service } from '../support/s3-service'
import { buildTestApp, type TestApp } from '../support/test-app'
import {
  createModuleWithBlock,
  filesOnDisk,
  idOfPath,
  postForm,
  postSourceFile,
  sample,
} from './file-builders'

// Decision 049: with FILES_STORE=s3 each file is one object in an S3-compatible storage, written in
// parts of 8 MB, read whole or as a Range asked of the storage, removed with its row. The storage
// here is s3rver on this machine, spoken to through the AWS SDK as any other would be.

let s3: Awaited<ReturnType<typeof startS3Service>>
let t: TestApp
let owner: TestUser
let moduleId: number
let blockId: number
/** 17 MB: three parts of an upload; byte i is i % 251, so a part out of order shows. */
const big = Buffer.from(Array.from({ length: 17 * 1024 * 1024 + 3 }, (_, index) => index % 251))

beforeAll(async () => {
  s3 = await startS3Service('lernraster-test')
  t = await buildTestApp(s3.env)
  owner = await createUser(t.app)
  ;({ moduleId, blockId } = await createModuleWithBlock(t.app, owner.user.id))
}, 60_000)
afterEach(() => {
  expect(t.app.answerViolations.splice(0), 'answers the table of calls does not describe').toEqual([])
})
afterAll(async () => {
  await t?.close()
  await s3?.stop()
})

const get = (filePath: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: filePath,
    headers: { authorization: `Bearer ${owner.token}`, ...headers },
  })

/** The ids of the objects in the bucket (and the folder, which stays empty here). */
async function storedIds(): Promise<string[]> {
  const ids: string[] = []
  for await (const page of t.app.ctx.files.idsStoredBefore(new Date(Date.now() + 60_000))) ids.push(...page)
  return ids.sort()
}

async function uploadSource(bytes: Buffer) {
  const response = await postSourceFile(t.app, owner.token, { moduleId, blockId }, bytes, 'aufgaben.bin')
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: string }>().data
}

describe('an upload kept in the object storage', () => {
  let filePath: string
  beforeAll(async () => {
    filePath = await uploadSource(big)
  })

  test('is one object, nothing of it left in the folder', async () => {
    expect(t.app.ctx.files.description).toContain('bucket lernraster-test')
    expect(await storedIds()).toEqual([idOfPath(filePath)])
    expect(await filesOnDisk(t.app)).toEqual([])
  })

  test('is served whole, byte for byte, and in parts across its upload parts', async () => {
    const whole = await get(filePath)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-length']).toBe(String(big.length))
    expect(whole.rawPayload.equals(big)).toBe(true)
    const start = 8 * 1024 * 1024 - 10
    const part = await get(filePath, { range: `bytes=${start}-${start + 19}` })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes ${start}-${start + 19}/${big.length}`)
    expect(part.rawPayload.equals(big.subarray(start, start + 20))).toBe(true)
    const tail = await get(filePath, { range: 'bytes=-5' })
    expect(tail.rawPayload.equals(big.subarray(big.length - 5))).toBe(true)
  })

  test('answers 304 to its tag and 416 past its end', async () => {
    const etag = (await get(filePath, { range: 'bytes=0-0' })).headers.etag as string
    expect((await get(filePath, { 'if-none-match': etag })).statusCode).toBe(304)
    expect((await get(filePath, { range: `bytes=${big.length}-` })).statusCode).toBe(416)
  })
})

test('the start message hears whether the bucket answers', async () => {
  expect(await t.app.ctx.files.problem()).toBeUndefined()
  const missing = s3Store({ ...t.app.ctx.config, S3_BUCKET: 'fehlt-hier' })
  expect(await missing.problem()).toBe('the storage answered 404 for the bucket fehlt-hier')
})

describe('files migrate into the object storage', () => {
  test('moves what the folder and the database still hold; a second run finds nothing', async () => {
    const row = async (id: string, size: number, db: Db = t.app.ctx.db) =>
      db.insert(files).values({
        id,
        ownerId: owner.user.id,
        originalName: 'alt.bin',
        contentType: 'application/octet-stream',
        size,
        kind: FileKind.source,
        createdAt: t.clock.now(),
      })
    const inFolder = newFileId()
    await writeFile(diskPath(t.app.ctx.config, inFolder), 'aus dem Ordner')
    await row(inFolder, 14)
    const inDatabase = newFileId()
    await t.app.ctx.db.transaction(async (tx) => {
      await row(inDatabase, 15, tx)
      await databaseStore(t.app.ctx.config).write(tx, inDatabase, Buffer.from('aus der Tabelle'))
    })
    // Served from the folder until it is moved (the database's pieces are not read by this store).
    expect((await get(storedPath(inFolder))).body).toBe('aus dem Ordner')

    const output = await runAdminCommand(t.app.ctx, parseAdminArgs(['files', 'migrate']))
    expect(output).toBe('Moved 2 file(s), 0.0 MB, into the object storage.')
    expect(await storedIds()).toEqual(expect.arrayContaining([inFolder, inDatabase]))
    expect(await filesOnDisk(t.app)).toEqual([])
    expect((await get(storedPath(inFolder))).body).toBe('aus dem Ordner')
    expect((await get(storedPath(inDatabase))).body).toBe('aus der Tabelle')
    expect(await runAdminCommand(t.app.ctx, parseAdminArgs(['files', 'migrate']))).toBe(
      'Nothing to move: every file is in the object storage already.',
    )
  })
})

test('unused uploads and objects without a row go a day later; used files stay', async () => {
  const response = await postForm(t.app, '/files/upload', [['file', sample.pdf, 'weg.pdf']], owner.token)
  const unused = idOfPath(response.json<{ data: string }>().data)
  const orphan = newFileId()
  // Bytes a crash left without a row (the object was written, the row's transaction never committed).
  await t.app.ctx.files.write(t.app.ctx.db, orphan, Buffer.from('verwaist'))
  expect(await storedIds()).toEqual(expect.arrayContaining([unused, orphan]))
  const used = (await storedIds()).filter((id) => id !== unused && id !== orphan)
  await t.app.ctx.db.insert(moduleFiles).values(used.map((fileId) => ({ moduleId, fileId })))

  await removeUnusedUploads(t.app.ctx)
  expect(await storedIds()).toContain(orphan)

  // A day after the storage's own clock wrote the objects (the test clock starts on a fixed day).
  t.clock.advanceMinutes((Date.now() - t.clock.now().getTime()) / 60_000 + 25 * 60)
  await removeUnusedUploads(t.app.ctx)
  expect(await storedIds()).toEqual(used.sort())
})
