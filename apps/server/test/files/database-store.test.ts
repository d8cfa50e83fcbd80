import { writeFile } from 'node:fs/promises'
import { FileKind } from '@lernraster/shared'
import { asc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { parseAdminArgs, runAdminCommand } from '../../src/admin/commands'
import { fileChunks, files } from '../../src/db/schema'
import { diskPath, newFileId, storedPath } from '../../src/modules/core/file-store'
import { chunkBytes } from '../../src/modules/file-stores/file-chunks.repo'
import { folderStore } from '../../src/modules/file-stores/folder-store'
import { migrateFiles } from '../../src/modules/files/files-migration'
import { removeUnusedUploads } from '../../src/modules/files/unused-uploads'
import { createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  createModuleWithBlock,
  fileRow,
  filesOnDisk,
  idOfPath,
  postForm,
  postSourceFile,
  sample,
} from './file-builders'

// Decision 048: with FILES_STORE=database (the default on PostgreSQL) a file's bytes are pieces of
// 1 MB in `file_chunks`, written with its row and gone with it, so every instance serves every file.
// Also in the PostgreSQL run (postgres-run.mjs).

const t = useTestApp({ FILES_STORE: 'database' })
let owner: TestUser
let moduleId: number
let blockId: number
/** 2.5 pieces; byte i is i % 251, so a piece out of order or cut wrong shows (2^20 % 251 = 149). */
const big = Buffer.from(Array.from({ length: Math.floor(2.5 * chunkBytes) }, (_, index) => index % 251))

beforeAll(async () => {
  owner = await createUser(t.app)
  ;({ moduleId, blockId } = await createModuleWithBlock(t.app, owner.user.id))
})

async function uploadSource(bytes: Buffer) {
  const response = await postSourceFile(t.app, owner.token, { moduleId, blockId }, bytes, 'aufgaben.bin')
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: string }>().data
}

const get = (filePath: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: filePath,
    headers: { authorization: `Bearer ${owner.token}`, ...headers },
  })

const pieceSizes = async (id: string) =>
  (
    await t.app.ctx.db
      .select({ size: sql<number>`octet_length(${fileChunks.data})::int` })
      .from(fileChunks)
      .where(eq(fileChunks.fileId, id))
      .orderBy(asc(fileChunks.seq))
  ).map((row) => row.size)

describe('an upload kept in the database', () => {
  let filePath: string
  beforeAll(async () => {
    filePath = await uploadSource(big)
  })

  test('is stored as pieces of 1 MB, nothing of it in the folder', async () => {
    const id = idOfPath(filePath)
    expect(await pieceSizes(id)).toEqual([chunkBytes, chunkBytes, big.length - 2 * chunkBytes])
    expect(await filesOnDisk(t.app)).toEqual([])
    expect((await fileRow(t.app, id))?.size).toBe(big.length)
  })

  test('is served whole, byte for byte', async () => {
    const response = await get(filePath)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-length']).toBe(String(big.length))
    expect(response.rawPayload.equals(big)).toBe(true)
  })

  test.each([
    ['across a piece boundary', chunkBytes - 1000, chunkBytes + 999],
    ['across two boundaries', 1000, 2 * chunkBytes + 10],
    ['inside the last piece', 2 * chunkBytes + 5, big.length - 1],
    ['the first byte', 0, 0],
  ])('answers a range %s with exactly those bytes', async (_name, start, end) => {
    const response = await get(filePath, { range: `bytes=${start}-${end}` })
    expect(response.statusCode).toBe(206)
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${big.length}`)
    expect(response.rawPayload.equals(big.subarray(start, end + 1))).toBe(true)
  })

  test('answers 304 to its tag and 416 past its end', async () => {
    const etag = (await get(filePath, { range: 'bytes=0-0' })).headers.etag as string
    expect((await get(filePath, { 'if-none-match': etag })).statusCode).toBe(304)
    const past = await get(filePath, { range: `bytes=${big.length}-` })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${big.length}`)
  })
})

test('an unused upload goes a day later with its pieces', async () => {
  const response = await postForm(t.app, '/files/upload', [['file', sample.pdf, 'weg.pdf']], owner.token)
  const id = idOfPath(response.json<{ data: string }>().data)
  expect(await pieceSizes(id)).toEqual([sample.pdf.length])
  t.clock.advanceMinutes(25 * 60)
  await removeUnusedUploads(t.app.ctx)
  expect(await fileRow(t.app, id)).toBeUndefined()
  expect(await pieceSizes(id)).toEqual([])
})

describe('files kept in the folder before the store changed', () => {
  /** A file as the folder store left it: its row, and its bytes in FILES_DIR only. */
  async function fileInFolder(bytes: Buffer) {
    const id = newFileId()
    await writeFile(diskPath(t.app.ctx.config, id), bytes)
    await t.app.ctx.db.insert(files).values({
      id,
      ownerId: owner.user.id,
      originalName: 'alt.bin',
      contentType: 'application/octet-stream',
      size: bytes.length,
      kind: FileKind.source,
      createdAt: t.clock.now(),
    })
    return id
  }

  test('are served from the folder until `files migrate` moves them; a second run finds nothing', async () => {
    const bytes = big.subarray(0, chunkBytes + 10)
    const id = await fileInFolder(bytes)
    const orphan = newFileId()
    await writeFile(diskPath(t.app.ctx.config, orphan), 'ohne Zeile')
    expect((await get(storedPath(id))).rawPayload.equals(bytes)).toBe(true)

    const output = await runAdminCommand(t.app.ctx, parseAdminArgs(['files', 'migrate']))
    expect(output).toContain('Moved 1 file(s), 1.0 MB, into the database.')
    expect(output).toContain('1 file(s) in')
    expect(await pieceSizes(id)).toEqual([chunkBytes, 10])
    expect(await filesOnDisk(t.app)).toEqual([orphan])
    expect((await get(storedPath(id))).rawPayload.equals(bytes)).toBe(true)

    expect(await runAdminCommand(t.app.ctx, parseAdminArgs(['files', 'migrate']))).toContain(
      'Nothing to move: every file is in the database already.',
    )
  })

  test('and back into a folder when FILES_STORE=folder is chosen again', async () => {
    const uploaded = idOfPath(await uploadSource(big.subarray(0, 5000)))
    const intoFolder = { ...t.app.ctx, files: folderStore(t.app.ctx.config) }
    const outcome = await migrateFiles(intoFolder)
    expect(outcome.moved).toBeGreaterThanOrEqual(2)
    expect(await pieceSizes(uploaded)).toEqual([])
    expect(await filesOnDisk(t.app)).toContain(uploaded)
    // Served from the folder now, by the folder store and by the database store's fallback alike.
    expect((await get(storedPath(uploaded))).rawPayload.equals(big.subarray(0, 5000))).toBe(true)
    expect((await migrateFiles(t.app.ctx)).moved).toBe(outcome.moved)
    expect(await pieceSizes(uploaded)).toEqual([5000])
  })
})

test('`files migrate` is read from the command line, and only with its action', () => {
  expect(parseAdminArgs(['files', 'migrate'])).toEqual({ name: 'files', action: 'migrate' })
  expect(() => parseAdminArgs(['files'])).toThrow('Cannot read')
  expect(() => parseAdminArgs(['files', 'copy'])).toThrow('Cannot read')
})
