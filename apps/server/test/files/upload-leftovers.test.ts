import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { moduleMessages } from '@lernraster/shared'
import { afterAll, describe, expect, test } from 'vitest'
import { incomingDir, newFileId } from '../../src/modules/core/file-store'
import { removeLeftoverPieces, startPiece } from '../../src/modules/core/incoming-pieces'
import { answer, createUser } from '../support/builders'
import { buildTestApp, useTestApp } from '../support/test-app'
import { postForm, sample } from './file-builders'

// Issue 35 item 4 (decision 047): pieces of uploads a kill cut off are removed at start and count in
// their teacher's quota while they exist. Real files in a real FILES_DIR.

const t = useTestApp({ FILES_QUOTA_MB: '1' })
const kilobyte = 1024
const fileOf = (bytes: number) => Buffer.concat([sample.pdf, Buffer.alloc(bytes - sample.pdf.length)])
const quotaFull = { status: 413, body: { code: 'payloadTooLarge', message: moduleMessages.quotaExceeded } }

/** A piece as a killed upload of `ownerId` leaves it, last written at `modified`. */
function leftPiece(filesDir: string, ownerId: number, bytes: number, modified: Date): string {
  const piece = path.join(filesDir, '.incoming', `${ownerId}.${newFileId()}.part`)
  mkdirSync(path.dirname(piece), { recursive: true })
  writeFileSync(piece, Buffer.alloc(bytes))
  utimesSync(piece, modified, modified)
  return piece
}

const piecesIn = (filesDir: string) => readdirSync(path.join(filesDir, '.incoming'))

describe('pieces of interrupted uploads', () => {
  const ownFolder = mkdtempSync(path.join(tmpdir(), 'lernraster-leftovers-'))
  afterAll(() => rmSync(ownFolder, { recursive: true, force: true }))

  test('are removed when the server starts: all of them on the embedded database, idle ones on PostgreSQL', async () => {
    const startsAt = t.clock.now()
    const idle = leftPiece(ownFolder, 7, 4 * kilobyte, new Date(startsAt.getTime() - 20 * 60_000))
    const recent = leftPiece(ownFolder, 7, 4 * kilobyte, new Date(startsAt.getTime() - 60_000))
    const started = await buildTestApp({ FILES_DIR: ownFolder })
    try {
      const left = piecesIn(ownFolder)
      expect(left).not.toContain(path.basename(idle))
      // Another instance may be writing the recent one into a shared folder; the embedded database's
      // folder is this process's alone.
      if (started.database.kind === 'postgres') expect(left).toEqual([path.basename(recent)])
      else expect(left).toEqual([])
    } finally {
      await started.close()
    }
  })

  test("count in their teacher's quota while they exist, and only in theirs", async () => {
    const teacher = await createUser(t.app)
    const other = await createUser(t.app)
    const filesDir = t.app.ctx.config.FILES_DIR
    const upload = (who = teacher) =>
      postForm(t.app, '/files/upload', [['file', fileOf(600 * kilobyte), 'blatt.pdf']], who.token)
    const piece = leftPiece(filesDir, teacher.user.id, 600 * kilobyte, t.clock.now())
    // 600 KB of a killed upload and 600 KB more pass the 1 MB quota.
    expect(answer(await upload())).toEqual(quotaFull)
    expect((await upload(other)).statusCode).toBe(200)
    rmSync(piece)
    expect((await upload()).statusCode).toBe(200)
  })

  test('a piece this process is still writing stays, however old; once finished it is a leftover', async () => {
    const piece = startPiece(t.app.ctx.config, 1)
    const old = new Date(t.clock.now().getTime() - 24 * 60 * 60_000)
    writeFileSync(piece.path, 'x')
    utimesSync(piece.path, old, old)
    expect(await removeLeftoverPieces(t.app.ctx.config)).toBe(0)
    piece.finished()
    expect(await removeLeftoverPieces(t.app.ctx.config)).toBe(1)
    expect(readdirSync(incomingDir(t.app.ctx.config))).toEqual([])
  })
})
