import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import type { Multipart, MultipartFile } from '@fastify/multipart'
import { moduleMessages } from '@lernraster/shared'
import type { FastifyRequest } from 'fastify'
import type { Config } from '../../config'
import { AppError } from '../../lib/app-error'
import { unknownFieldMessage } from '../../plugins/errors'
import { startPiece, uploadStallMinutes } from '../core/incoming-pieces'
import { ContentSniffer, RefusedContentError } from './content-sniffing'
import { storableFileName } from './file-name'

/**
 * Reads one multipart upload: a few text fields, then the file, which is streamed to `.incoming/`
 * as it arrives (never held in memory) and checked on the way: its size against the limit, its type
 * by its first bytes. Whatever goes wrong, nothing stays on disk and the rest of the request is read
 * past, so the client gets the answer.
 */

export interface UploadRule {
  /** The multipart field that carries the file. */
  fileField: string
  /**
   * The text fields that may come before it; the client sends them first (docs/product/modules.md "Files").
   */
  textFields: readonly string[]
  maxBytes: number
  /** The content types accepted (decided by content) and what a refused one is told; absent: any. */
  accepted?: { types: readonly string[]; message: string }
  messages: { tooLarge: string; missing: string }
}

export interface ReceivedFile {
  /** In `.incoming/`; the caller moves it into place or removes it. */
  incomingPath: string
  originalName: string
  contentType: string
  size: number
}

/**
 * What a form's text fields and part headers take at most besides the file, generously: a request
 * longer than the file limit and this is refused before it is read.
 */
const formAllowance = 64 * 1024

/**
 * The most the file of this request can take, from its Content-Length; undefined when the request
 * does not say (chunked). Used to refuse early, never as the file's size.
 */
export function declaredFileBytes(request: FastifyRequest): number | undefined {
  const declared = Number(request.headers['content-length'])
  return Number.isSafeInteger(declared) && declared >= 0 ? Math.max(0, declared - formAllowance) : undefined
}

/** A text field's value is an id or a short word; nothing longer is ever sent. */
const fieldSizeMax = 100
/** Room for a few unknown fields, so they are named in a 422 rather than cut off by the parser. */
const extraFieldsAllowed = 4

class FileTooLargeError extends Error {}
class UploadStalledError extends Error {}

/**
 * Reads the request: `checkFields` runs when the file begins, with the text fields sent before it;
 * it validates them and refuses what can be refused before the file's bytes are read (owner, quota).
 */
export async function receiveUpload<Checked>(
  request: FastifyRequest,
  config: Pick<Config, 'FILES_DIR'>,
  rule: UploadRule,
  ownerId: number,
  checkFields: (fields: Record<string, string>) => Promise<Checked>,
): Promise<{ checked: Checked; file: ReceivedFile }> {
  if (!request.isMultipart()) throw new AppError('unsupportedMediaType')
  // Refused without reading a byte: the client is told at once, the body flows past unread.
  if ((declaredFileBytes(request) ?? 0) > rule.maxBytes) {
    throw new AppError('payloadTooLarge', rule.messages.tooLarge)
  }
  const fieldCount = rule.textFields.length + extraFieldsAllowed
  const parts = request.parts({
    limits: {
      fileSize: rule.maxBytes,
      // A second file is read (and refused by name) rather than silently dropped by the parser.
      files: 2,
      fields: fieldCount,
      parts: fieldCount + 2,
      fieldSize: fieldSizeMax,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  })
  const fields = new Map<string, string>()
  let received: { checked: Checked; file: ReceivedFile } | undefined
  try {
    for (let part = await nextPart(parts); part; part = await nextPart(parts)) {
      if (part.type === 'file') {
        // Whatever is refused here, the parser reads on past the file's bytes.
        const refusal = received ? partProblem(rule, fields, part) : fileProblem(rule, fields, part)
        if (refusal) {
          part.file.resume()
          throw refusal
        }
        const checked = await checkFields(Object.fromEntries(fields)).catch((error: unknown) => {
          part.file.resume()
          throw error
        })
        received = { checked, file: await streamToIncoming(part, config, rule, ownerId) }
        continue
      }
      const refusal = partProblem(rule, fields, part, received !== undefined)
      if (refusal) throw refusal
      fields.set(part.fieldname, part.value as string)
    }
  } catch (error) {
    if (received) await rm(received.file.incomingPath, { force: true })
    readPastTheRest(request)
    throw error
  }
  if (!received) throw AppError.field(rule.fileField, rule.messages.missing)
  return received
}

/**
 * What is wrong with a text part (or with any part after the file), or undefined. The file's checks
 * run with the fields before it, so nothing may follow it: a field after it would go unchecked.
 */
function partProblem(
  rule: UploadRule,
  fields: Map<string, string>,
  part: Multipart,
  afterFile = true,
): AppError | undefined {
  const name = part.fieldname
  if (part.type === 'file') {
    return AppError.field(
      name,
      name === rule.fileField ? moduleMessages.uploadFieldTwice : unknownFieldMessage,
    )
  }
  // A browser sends an empty file input as a file part; a text part in the file's place carries no file.
  if (name === rule.fileField) return AppError.field(name, rule.messages.missing)
  if (!rule.textFields.includes(name)) return AppError.field(name, unknownFieldMessage)
  if (fields.has(name)) return AppError.field(name, moduleMessages.uploadFieldTwice)
  if (afterFile) return AppError.field(name, moduleMessages.uploadFieldBeforeFile)
  if (part.valueTruncated || typeof part.value !== 'string') {
    return AppError.field(name, moduleMessages.uploadFieldInvalid)
  }
  return undefined
}

/** What is wrong with the file part itself: its field name, or text fields that have not come yet. */
function fileProblem(
  rule: UploadRule,
  fields: Map<string, string>,
  part: MultipartFile,
): AppError | undefined {
  if (part.fieldname !== rule.fileField) return AppError.field(part.fieldname, unknownFieldMessage)
  const missing = rule.textFields.filter((name) => !fields.has(name))
  if (missing.length === 0) return undefined
  // Perhaps they follow the file; either way they belong before it.
  const errors = Object.fromEntries(missing.map((name) => [name, [moduleMessages.uploadFieldBeforeFile]]))
  return new AppError('validation', undefined, errors)
}

/**
 * The next part. The parser's own failures (a broken body, a missing boundary, a field declared JSON
 * that is none, a dropped connection) are the client's: 400; too many parts or fields: 413.
 */
async function nextPart(parts: AsyncIterableIterator<Multipart>): Promise<Multipart | undefined> {
  try {
    const next = await parts.next()
    return next.done ? undefined : next.value
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('payloadTooLarge')
    throw new AppError('badRequest')
  }
}

async function streamToIncoming(
  part: MultipartFile,
  config: Pick<Config, 'FILES_DIR'>,
  rule: UploadRule,
  ownerId: number,
): Promise<ReceivedFile> {
  // The piece counts in the teacher's quota while it exists (decision 047).
  const piece = startPiece(config, ownerId)
  const incomingPath = piece.path
  const sniffer = new ContentSniffer(rule.accepted?.types)
  // The parser cuts a file at the limit and reads on to the part's end; stop writing at once instead.
  part.file.once('limit', () => sniffer.destroy(new FileTooLargeError()))
  // An upload that receives nothing for this long is given up: a piece unwritten for longer than
  // that is nobody's, and the leftovers sweep may take it (incoming-pieces.ts).
  let stall: NodeJS.Timeout | undefined
  const stallTimer = () => {
    clearTimeout(stall)
    stall = setTimeout(() => sniffer.destroy(new UploadStalledError()), uploadStallMinutes * 60_000).unref()
  }
  stallTimer()
  part.file.on('data', stallTimer)
  const target = createWriteStream(incomingPath, { flags: 'wx', mode: 0o640 })
  try {
    await pipeline(part.file, sniffer, target)
    if (part.file.truncated) throw new FileTooLargeError()
  } catch (error) {
    // Refused at the first chunk, the file may still be opening: it would appear after an early rm.
    if (!target.closed) await new Promise<void>((closed) => target.once('close', () => closed()))
    await rm(incomingPath, { force: true })
    if (error instanceof UploadStalledError) throw new AppError('badRequest')
    if (error instanceof FileTooLargeError) throw new AppError('payloadTooLarge', rule.messages.tooLarge)
    if (error instanceof RefusedContentError && rule.accepted) {
      throw AppError.field(rule.fileField, rule.accepted.message)
    }
    // Writing failed (a full disk, a missing folder): the server's fault, a 500 that is logged.
    const writeFailed = !part.file.errored && (error as NodeJS.ErrnoException).syscall !== undefined
    if (writeFailed) throw error
    // Otherwise the request broke off or its multipart is malformed.
    throw new AppError('badRequest')
  } finally {
    clearTimeout(stall)
    part.file.off('data', stallTimer)
    piece.finished()
  }
  const size = part.file.bytesRead
  if (size === 0) {
    await rm(incomingPath, { force: true })
    throw AppError.field(rule.fileField, rule.messages.missing)
  }
  return {
    incomingPath,
    originalName: storableFileName(part.filename),
    contentType: sniffer.contentType,
    size,
  }
}

/**
 * After a refusal the parser may still be reading the body; stop it and let the rest of the body
 * flow past unread, so the connection reaches the end of the request and the client sees the answer.
 * Nothing is buffered: the data is dropped as it comes.
 */
function readPastTheRest(request: FastifyRequest): void {
  const raw = request.raw
  if (raw.readableEnded) return
  raw.unpipe()
  raw.resume()
}
