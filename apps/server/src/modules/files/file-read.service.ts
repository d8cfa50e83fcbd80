import type { Readable } from 'node:stream'
import { contentFileTypes } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { isProviderAdmin } from '../../plugins/auth'
import { fileIdOf, storedPath } from '../core/file-store'
import type { OpenedFile } from '../file-stores/file-store'
import { openInFolder } from '../file-stores/folder-store'
import { byteRange } from './byte-range'
import { contentDisposition } from './file-name'
import { type FileRow, findReadableFile } from './files.repo'

/**
 * Serving a stored file back (GET /files/:id) to its uploader and to those who may view a module
 * that uses it; anyone else is told it does not exist. The student API serves its students' files
 * through `serveStoredFile` too (student-app/student-files.service.ts).
 */

/** How long a browser may reuse a file: the content behind an id never changes, only who may read it. */
const cacheSeconds = 60 * 60

/** Images and PDF open in the browser; everything else is only ever a download. */
const shownInline: readonly string[] = contentFileTypes

/**
 * Served files get a policy of their own instead of the app's: nothing in them may run or load
 * anything, and they are sandboxed (GitHub's raw files use the same). Chromium refuses to run its
 * PDF viewer in a sandboxed document, so PDFs keep the app's policy (decision 015).
 */
const sandboxPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

export interface FileAnswer {
  status: 200 | 206 | 304
  headers: Record<string, string>
  /** Absent for 304: the browser has it already. */
  body?: Readable
}

/** What the request says about the copy it has and the part it wants (GET /files/:id). */
export interface FileConditions {
  range?: string
  ifNoneMatch?: string
  ifRange?: string
}

export function fileConditionsOf(headers: Record<string, string | string[] | undefined>): FileConditions {
  const one = (name: string) => {
    const value = headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  return { range: one('range'), ifNoneMatch: one('if-none-match'), ifRange: one('if-range') }
}

export async function readFile(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  conditions: FileConditions = {},
): Promise<FileAnswer> {
  // Only a well-formed id is looked up: anything else could not name a file on disk either.
  if (!isFileId(id)) throw new AppError('notFound')
  const file = await findReadableFile(ctx.db, { id: user.id, reviewsPublications: isProviderAdmin(user) }, id)
  if (!file) throw new AppError('notFound')
  return serveStoredFile(ctx, file, conditions)
}

/** A file id as `newFileId` makes them; nothing else can name a file on disk. */
export const isFileId = (id: string) => fileIdOf(storedPath(id)) === id

/**
 * The headers and the stream of a file whose reader has been checked (teacher or student). The
 * content behind an id never changes, so the id is its entity tag: a browser that has it gets 304,
 * and a `Range` gets 206 with that part (a 200 MB source file can be resumed and seeked, issue 35);
 * an `If-Range` naming another tag gets the whole file.
 */
export async function serveStoredFile(
  ctx: AppContext,
  file: Pick<FileRow, 'id' | 'contentType' | 'originalName'>,
  conditions: FileConditions = {},
): Promise<FileAnswer> {
  const etag = `"${file.id}"`
  const inline = shownInline.includes(file.contentType)
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', file.originalName),
    'x-content-type-options': 'nosniff',
    'cache-control': `private, max-age=${cacheSeconds}`,
    etag,
    'accept-ranges': 'bytes',
  }
  if (file.contentType !== 'application/pdf') headers['content-security-policy'] = sandboxPolicy
  // Opened once, so the length sent is the length of what is streamed.
  const opened = await openStored(ctx, file.id)
  if (!opened) throw new AppError('notFound')
  if (conditions.ifNoneMatch !== undefined && namesTag(conditions.ifNoneMatch, etag)) {
    await opened.close()
    return { status: 304, headers }
  }
  const size = opened.size
  const wanted = conditions.ifRange === undefined || conditions.ifRange.trim() === etag
  const range = wanted ? byteRange(conditions.range, size) : 'whole'
  if (range === 'unsatisfiable') {
    await opened.close()
    throw new AppError('rangeNotSatisfiable', undefined, undefined, { 'content-range': `bytes */${size}` })
  }
  if (range === 'whole') {
    return { status: 200, headers: { ...headers, 'content-length': String(size) }, body: opened.read() }
  }
  return {
    status: 206,
    headers: {
      ...headers,
      'content-length': String(range.end - range.start + 1),
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
    },
    body: opened.read(range),
  }
}

/**
 * The file's bytes from the store in use; a file kept in the folder before the store changed is
 * served from there until `npm run admin -- files migrate` has moved it (decision 049).
 */
async function openStored(ctx: AppContext, id: string): Promise<OpenedFile | undefined> {
  const opened = await ctx.files.open(ctx.db, id)
  if (opened || ctx.files.kind === 'folder') return opened
  return openInFolder(ctx.config, id)
}

/** `If-None-Match: *`, or a list of tags naming this one (weak or strong, as RFC 9110 compares them). */
function namesTag(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}
