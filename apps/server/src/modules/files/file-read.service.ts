import { open } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import { contentFileTypes } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { isProviderAdmin } from '../../plugins/auth'
import { diskPath, fileIdOf, storedPath } from '../core/file-store'
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
  headers: Record<string, string>
  body: Readable
}

export async function readFile(ctx: AppContext, user: SessionUser, id: string): Promise<FileAnswer> {
  // Only a well-formed id is looked up: anything else could not name a file on disk either.
  if (!isFileId(id)) throw new AppError('notFound')
  const file = await findReadableFile(ctx.db, { id: user.id, reviewsPublications: isProviderAdmin(user) }, id)
  if (!file) throw new AppError('notFound')
  return serveStoredFile(ctx, file)
}

/** A file id as `newFileId` makes them; nothing else can name a file on disk. */
export const isFileId = (id: string) => fileIdOf(storedPath(id)) === id

/** The headers and the stream of a file whose reader has been checked (teacher or student). */
export async function serveStoredFile(
  ctx: AppContext,
  file: Pick<FileRow, 'id' | 'contentType' | 'originalName'>,
): Promise<FileAnswer> {
  // Opened once, so the length sent is the length of what is streamed.
  const handle = await open(diskPath(ctx.config, file.id)).catch(() => undefined)
  if (!handle) throw new AppError('notFound')
  const size = await handle.stat().then(
    (info) => info.size,
    async (error: unknown) => {
      await handle.close()
      throw error
    },
  )
  const inline = shownInline.includes(file.contentType)
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'content-length': String(size),
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', file.originalName),
    'x-content-type-options': 'nosniff',
    'cache-control': `private, max-age=${cacheSeconds}`,
  }
  if (file.contentType !== 'application/pdf') headers['content-security-policy'] = sandboxPolicy
  return { headers, body: handle.createReadStream() }
}
