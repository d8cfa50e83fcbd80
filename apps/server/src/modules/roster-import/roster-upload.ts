import type { Multipart } from '@fastify/multipart'
import {
  moduleMessages,
  type RosterImportFields,
  rosterImportFields,
  rosterImportMessages,
  rosterLimits,
  rosterText,
} from '@lernraster/shared'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error'
import { unknownFieldMessage } from '../../plugins/errors'

/** A file of the upload, whole in memory: at most 2 MB each, 12 of them. */
export interface UploadedFile {
  name: string
  bytes: Uint8Array
}

/** Room for the text field and the parts' headers besides the files. */
const formAllowance = 64 * 1024

/**
 * Reads the roster form (decision 044): the text field `commit`, then the files in `files`. Each
 * file is held in memory, so its size is checked as it streams in; after a refusal the rest of the
 * body flows past unread, so the client gets the answer.
 */
export async function receiveRosterFiles(
  request: FastifyRequest,
): Promise<{ fields: RosterImportFields; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new AppError('unsupportedMediaType')
  const declared = Number(request.headers['content-length'])
  if (
    Number.isSafeInteger(declared) &&
    declared > rosterLimits.maxFiles * rosterLimits.maxFileBytes + formAllowance
  ) {
    throw new AppError('payloadTooLarge', rosterImportMessages.uploadTooLarge)
  }
  const parts = request.parts({
    limits: {
      fileSize: rosterLimits.maxFileBytes,
      files: rosterLimits.maxFiles + 1,
      fields: 4,
      parts: rosterLimits.maxFiles + 6,
      fieldSize: 100,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  })
  const fields: Record<string, string> = {}
  const files: UploadedFile[] = []
  try {
    for (let part = await nextPart(parts); part; part = await nextPart(parts)) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') {
          part.file.resume()
          throw AppError.field(part.fieldname, unknownFieldMessage)
        }
        if (files.length === rosterLimits.maxFiles) {
          part.file.resume()
          throw AppError.field('files', rosterImportMessages.tooManyFiles)
        }
        const name = part.filename || `Datei ${files.length + 1}`
        const bytes = await readFile(part, name)
        // A browser sends an empty file input as an empty file part.
        if (bytes.length > 0) files.push({ name, bytes })
        continue
      }
      if (part.fieldname !== 'commit') throw AppError.field(part.fieldname, unknownFieldMessage)
      if (part.fieldname in fields) throw AppError.field('commit', moduleMessages.uploadFieldTwice)
      if (files.length > 0) throw AppError.field('commit', moduleMessages.uploadFieldBeforeFile)
      fields[part.fieldname] = String(part.value)
    }
  } catch (error) {
    readPastTheRest(request)
    throw error
  }
  const parsed = rosterImportFields.safeParse(fields)
  if (!parsed.success) throw AppError.field('commit', parsed.error.issues[0]!.message)
  if (files.length === 0) throw AppError.field('files', rosterImportMessages.filesMissing)
  return { fields: parsed.data, files }
}

async function readFile(part: Extract<Multipart, { type: 'file' }>, name: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await part.toBuffer())
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payloadTooLarge', rosterText(rosterImportMessages.fileTooLarge, { file: name }))
    }
    throw new AppError('badRequest')
  }
}

/** The parser's own failures (a broken body, too many parts) are the client's. */
async function nextPart(parts: AsyncIterableIterator<Multipart>): Promise<Multipart | undefined> {
  try {
    const next = await parts.next()
    return next.done ? undefined : next.value
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_FILES_LIMIT') throw AppError.field('files', rosterImportMessages.tooManyFiles)
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('payloadTooLarge')
    throw new AppError('badRequest')
  }
}

/** After a refusal, the rest of the body flows past unread (nothing is buffered). */
export function readPastTheRest(request: FastifyRequest): void {
  const raw = request.raw
  if (raw.readableEnded) return
  raw.unpipe()
  raw.resume()
}
