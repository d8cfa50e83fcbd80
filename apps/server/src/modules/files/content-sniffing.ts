import { Transform, type TransformCallback } from 'node:stream'

/**
 * What a file is, decided by its first bytes (its "magic number"), never by its name or by the type
 * the browser claims: a renamed program stays a program. Only the types the app serves inline are
 * recognised; anything else is `application/octet-stream` and is only ever offered as a download.
 */

export const unknownContentType = 'application/octet-stream'

/** The bytes that decide: the longest signature below (WebP: "RIFF" size "WEBP") is 12 bytes. */
export const sniffLength = 12

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte)
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

const signatures: { type: string; matches: (head: Buffer) => boolean }[] = [
  { type: 'image/png', matches: (head) => startsWith(head, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a]) },
  { type: 'image/jpeg', matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  {
    type: 'image/gif',
    matches: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  },
  {
    type: 'image/webp',
    matches: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  },
  // The PDF header may in theory sit anywhere in the first KB; every writer in use puts it first.
  { type: 'application/pdf', matches: (head) => startsWith(head, ascii('%PDF-')) },
]

/** The content type of a file that starts with `head`. */
export function sniffContentType(head: Buffer): string {
  return signatures.find((signature) => signature.matches(head))?.type ?? unknownContentType
}

/** Thrown through the upload's pipeline when the content is not of an accepted type. */
export class RefusedContentError extends Error {
  constructor(readonly detected: string) {
    super(`refused content type ${detected}`)
  }
}

/**
 * Passes a stream through unchanged and decides its type from the first bytes on the way: the file
 * is written as it arrives, never held, and a refused one stops the upload at its first chunk.
 * `accepted` undefined accepts any type. `contentType` is known once the stream has ended.
 */
export class ContentSniffer extends Transform {
  contentType = unknownContentType
  private head = Buffer.alloc(0)
  private decided = false

  constructor(private readonly accepted: readonly string[] | undefined) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (!this.decided) {
      // Chunks are usually KBs; the first one can still be shorter than a signature.
      this.head = Buffer.concat([this.head, chunk.subarray(0, sniffLength - this.head.length)])
      if (this.head.length >= sniffLength) {
        const refusal = this.decide()
        if (refusal) {
          callback(refusal)
          return
        }
      }
    }
    callback(null, chunk)
  }

  override _flush(callback: TransformCallback): void {
    // An empty file is no type at all: the caller refuses it as missing.
    callback(this.decided || this.head.length === 0 ? null : this.decide())
  }

  private decide(): RefusedContentError | null {
    this.decided = true
    this.contentType = sniffContentType(this.head)
    const refused = this.accepted !== undefined && !this.accepted.includes(this.contentType)
    return refused ? new RefusedContentError(this.contentType) : null
  }
}
