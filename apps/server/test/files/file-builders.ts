import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { blocks, files, modules } from '../../src/db/schema'
import { API } from '../support/builders'

/** The first bytes of each kind of file, and a little after them: enough for the server's check. */
const padded = (head: number[] | string, size = 64) => {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head)
  return Buffer.concat([start, Buffer.alloc(Math.max(0, size - start.length), 0x20)])
}
export const sample = {
  png: padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  jpeg: padded([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  gif: padded('GIF89a\x01\x00\x01\x00'),
  webp: padded('RIFF\x24\x00\x00\x00WEBPVP8 '),
  pdf: padded('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n'),
  exe: padded('MZ\x90\x00\x03\x00\x00\x00'),
  zip: padded('PK\x03\x04\x14\x00\x00\x00'),
  html: padded('<!doctype html><script>alert(1)</script>'),
  svg: padded('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
}

export type FormEntry =
  | [name: string, value: string]
  | [name: string, bytes: Buffer, filename: string, type?: string]

/** A multipart body as a browser's FormData sends it, in the order given. */
export async function multipart(entries: FormEntry[]) {
  const form = new FormData()
  for (const [name, value, filename, type] of entries) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, new Blob([value], { type: type ?? 'application/octet-stream' }), filename)
  }
  const request = new Request('http://multipart.test', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  }
}

/** Sends a multipart form to an API path (without the prefix) with an optional bearer token. */
export async function postForm(app: FastifyInstance, apiPath: string, entries: FormEntry[], token?: string) {
  const { payload, contentType } = await multipart(entries)
  return app.inject({
    method: 'POST',
    url: `${API}${apiPath}`,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
}

/** POST /files/uploadSource of `bytes` as a question's source file of the block; answers the response. */
export function postSourceFile(
  app: FastifyInstance,
  token: string,
  place: { moduleId: number; blockId: number },
  bytes: Buffer,
  name = 'daten.bin',
) {
  return postForm(
    app,
    '/files/uploadSource',
    [
      ['module_id', String(place.moduleId)],
      ['block_id', String(place.blockId)],
      ['type', 'SourceQuestion'],
      ['file', bytes, name],
    ],
    token,
  )
}

/** GET /files/:id with a bearer token, the api_token cookie, or neither. */
export function getFile(
  app: FastifyInstance,
  filePath: string,
  auth: { token?: string; cookie?: string } = {},
) {
  const headers: Record<string, string> = {}
  if (auth.token) headers.authorization = `Bearer ${auth.token}`
  if (auth.cookie) headers.cookie = auth.cookie
  return app.inject({ method: 'GET', url: filePath, headers })
}

/** Every file under FILES_DIR (relative paths, sorted), `.incoming/` included. */
export async function filesOnDisk(app: FastifyInstance): Promise<string[]> {
  const entries = await readdir(app.ctx.config.FILES_DIR, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(app.ctx.config.FILES_DIR, path.join(entry.parentPath, entry.name)))
    .sort()
}

export const idOfPath = (storedPath: string) => storedPath.split('/').pop()!

export async function fileRow(app: FastifyInstance, id: string) {
  const [row] = await app.ctx.db.select().from(files).where(eq(files.id, id))
  return row
}

export async function fileRowsOf(app: FastifyInstance, ownerId: number) {
  return app.ctx.db.select().from(files).where(eq(files.ownerId, ownerId))
}

/** A module of `ownerId` with one block in column 1, straight in the database. */
export async function createModuleWithBlock(app: FastifyInstance, ownerId: number, name = 'Brüche') {
  const now = app.ctx.clock.now()
  const [module] = await app.ctx.db
    .insert(modules)
    .values({ ownerId, name, createdAt: now, updatedAt: now })
    .returning()
  const [block] = await app.ctx.db
    .insert(blocks)
    .values({ moduleId: module!.id, name: 'Grundlagen', order: 1 })
    .returning()
  return { moduleId: module!.id, blockId: block!.id }
}

export async function moduleRow(app: FastifyInstance, moduleId: number) {
  const [row] = await app.ctx.db.select().from(modules).where(eq(modules.id, moduleId))
  return row
}

/** Waits until `check` holds (the server finishes an aborted upload after the client has gone). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
