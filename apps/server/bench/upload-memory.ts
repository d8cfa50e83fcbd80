/**
 * Benchmark of uploads and downloads (issue 11 "Files", issue 35 item 1): a 200 MB source file and a
 * 20 MB content file sent to the listening server through a real socket and read back, and how much
 * the server's memory (RSS) grows meanwhile, for each file store (decision 049): the folder on the
 * embedded database, and the database on PostgreSQL (BENCH_DATABASE_URL, default the local server;
 * skipped when none answers). The goal is a growth under 64 MB: files are streamed, never held. Not
 * a test: it fails nobody; it prints figures to compare.
 *
 *   npm run bench -w apps/server                (runs this after the school benchmark)
 *   npx tsx --expose-gc bench/upload-memory.ts  (this one alone, from apps/server)
 *
 * Client and server share the process; the client sends one 64 KB buffer over and over (waiting
 * for the socket to drain) and drops what it reads, so the growth measured is the server's.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Role } from '@lernraster/shared'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { type Database, openPglite } from '../src/db/client'
import { blocks, modules } from '../src/db/schema'
import { hashPassword } from '../src/lib/passwords'
import { issueApiToken } from '../src/modules/auth/session.service'
import { createAccount } from '../src/modules/users/create-account'
import { startS3Service } from '../test/support/s3-service'
import { freshPostgresDatabase } from './fresh-postgres'

type Store = 'folder' | 'database' | 's3'

const API = '/api/teacher/v1'
const MB = 1024 * 1024
const chunk = Buffer.alloc(64 * 1024, 0x61)
const pngStart = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const boundary = 'lernraster-bench-boundary'

interface Upload {
  path: string
  fields: Record<string, string>
  fileBytes: number
  /** The file's first bytes (the content check reads them); the rest is filler. */
  start: Buffer
}

interface Figures {
  status: number
  seconds: number
  rssBeforeMb: number
  rssPeakMb: number
  rssAfterMb: number
}

const rssMb = () => process.memoryUsage().rss / MB

/** Runs `work` while sampling RSS every 10 ms (after a GC when --expose-gc). */
async function sampled(work: () => Promise<number>): Promise<Figures> {
  globalThis.gc?.()
  const rssBeforeMb = rssMb()
  let rssPeakMb = rssBeforeMb
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb())
  }, 10)
  const started = performance.now()
  const status = await work()
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  rssPeakMb = Math.max(rssPeakMb, rssMb())
  globalThis.gc?.()
  return { status, seconds, rssBeforeMb, rssPeakMb, rssAfterMb: rssMb() }
}

/** Sends the form through a socket, the file generated on the fly; answers the stored path. */
async function upload(port: number, token: string, spec: Upload): Promise<Figures & { stored: string }> {
  const fieldParts = Object.entries(spec.fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  const head = Buffer.from(
    `${fieldParts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  let stored = ''
  const figures = await sampled(
    () =>
      new Promise<number>((resolve, reject) => {
        const outgoing = request(
          {
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: `${API}${spec.path}`,
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': String(head.length + spec.fileBytes + tail.length),
            },
          },
          (response) => {
            let text = ''
            response.on('data', (piece: Buffer) => {
              text += piece.toString()
            })
            response.on('end', () => {
              stored = response.statusCode === 200 ? (JSON.parse(text) as { data: string }).data : ''
              resolve(response.statusCode ?? 0)
            })
          },
        )
        outgoing.on('error', reject)
        void (async () => {
          outgoing.write(head)
          outgoing.write(spec.start)
          for (let sent = spec.start.length; sent < spec.fileBytes; sent += chunk.length) {
            const piece = chunk.subarray(0, Math.min(chunk.length, spec.fileBytes - sent))
            if (!outgoing.write(piece)) await new Promise((drained) => outgoing.once('drain', drained))
          }
          outgoing.end(tail)
        })()
      }),
  )
  return { ...figures, stored }
}

/** Reads a stored file through a socket, dropping its bytes as they come. */
function download(port: number, token: string, storedPath: string): Promise<Figures> {
  return sampled(
    () =>
      new Promise<number>((resolve, reject) => {
        const incoming = request(
          { port, host: '127.0.0.1', path: storedPath, headers: { authorization: `Bearer ${token}` } },
          (response) => {
            response.resume()
            response.on('end', () => resolve(response.statusCode ?? 0))
          },
        )
        incoming.on('error', reject)
        incoming.end()
      }),
  )
}

/** The database of one store's run: the embedded one for the folder, PostgreSQL for the database. */
async function databaseFor(
  store: Store,
): Promise<{ database: Database; done: () => Promise<void> } | undefined> {
  if (store === 'folder') {
    const database = openPglite(undefined)
    return { database, done: () => database.close() }
  }
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  try {
    const { database, drop } = await freshPostgresDatabase(url)
    return {
      database,
      done: async () => {
        await database.close()
        await drop()
      },
    }
  } catch (error) {
    console.log(`\nFILES_STORE=database skipped: no PostgreSQL at ${url} (${(error as Error).message})`)
    return undefined
  }
}

async function measureStore(store: Store): Promise<void> {
  const opened = await databaseFor(store)
  if (!opened) return
  const { database } = opened
  const filesDir = mkdtempSync(path.join(tmpdir(), 'lernraster-bench-files-'))
  // The object storage: s3rver on this machine (its speed is not S3's; the server's memory is ours).
  const s3 = store === 's3' ? await startS3Service('lernraster-bench') : undefined
  try {
    await measureUploads(store, database, filesDir, s3?.env ?? {})
  } finally {
    await opened.done()
    await s3?.stop()
    rmSync(filesDir, { recursive: true, force: true })
  }
}

async function measureUploads(
  store: Store,
  database: Database,
  filesDir: string,
  storeEnv: Record<string, string>,
) {
  await database.migrate()
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://bench.test',
    WEB_DIST_DIR: '/nonexistent',
    FILES_DIR: filesDir,
    FILES_STORE: store,
    ...storeEnv,
  })
  const app = await buildApp({ config, database, logger: false, checkAnswers: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const now = new Date()
  const teacher = await createAccount(
    database.db,
    {
      firstname: 'Bench',
      lastname: 'Mark',
      email: 'bench-upload@schule.example',
      passwordHash: await hashPassword('Benchmark-Lehrperson-1'),
      roleId: Role.teacher,
      emailConfirmed: true,
      activated: true,
    },
    now,
  )
  const token = await issueApiToken(app.ctx, database.db, teacher.id)
  const [module] = await database.db
    .insert(modules)
    .values({ ownerId: teacher.id, name: 'Bench', createdAt: now, updatedAt: now })
    .returning()
  const [block] = await database.db
    .insert(blocks)
    .values({ moduleId: module!.id, name: 'Block', order: 1 })
    .returning()
  const source: Upload = {
    path: '/files/uploadSource',
    fields: { module_id: String(module!.id), block_id: String(block!.id), type: 'SourceQuestion' },
    fileBytes: 200 * MB,
    start: Buffer.alloc(0),
  }
  const content: Upload = { path: '/files/upload', fields: {}, fileBytes: 20 * MB, start: pngStart }

  // A first small upload warms the route, the parser and the allocator up, so the figures compare.
  await upload(port, token, { ...content, fileBytes: MB })
  console.log(
    `\nFILES_STORE=${store} (${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'}${store === 's3' ? ', s3rver in this process: its memory counts too' : ''}): through a socket; RSS of this process (server and a streaming client)${globalThis.gc ? ', after GC' : ''}`,
  )
  console.log(
    'call                                 status    time    MB/s │ RSS before   peak  after │ growth (goal < 64 MB)',
  )
  const print = (label: string, figures: Figures, bytes: number) => {
    const growth = figures.rssPeakMb - figures.rssBeforeMb
    console.log(
      `${label.padEnd(37)} ${String(figures.status).padStart(3)} ${figures.seconds.toFixed(2).padStart(6)} s ${(bytes / MB / figures.seconds).toFixed(0).padStart(6)} │ ` +
        `${figures.rssBeforeMb.toFixed(0).padStart(7)} MB ${figures.rssPeakMb.toFixed(0).padStart(6)} ${figures.rssAfterMb.toFixed(0).padStart(6)} │ ` +
        `${growth.toFixed(1).padStart(6)} MB ${growth < 64 ? 'ok' : 'OVER'}`,
    )
  }
  for (const [label, spec] of [
    ['20 MB  POST /files/upload', content],
    ['200 MB POST /files/uploadSource', source],
    ['200 MB POST /files/uploadSource', source],
  ] as const) {
    const figures = await upload(port, token, spec)
    print(label, figures, spec.fileBytes)
    print(
      `${label.split(' ')[0]} MB GET  the same file`.replace('MB MB', 'MB'),
      await download(port, token, figures.stored),
      spec.fileBytes,
    )
  }
  await app.close()
}

for (const store of ['folder', 'database', 's3'] as const) await measureStore(store)
