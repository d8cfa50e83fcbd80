import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { S3Client } from '@aws-sdk/client-s3'
import type { Config } from '../../config'
import { removeFromDisk } from '../core/file-store'
import type { FileStore, OpenedFile } from './file-store'
import { folderIdsStoredBefore } from './folder-store'

/**
 * Files in an S3-compatible object storage (FILES_STORE=s3, decision 049), for installations whose
 * files outgrow their database: each file one object under `S3_PREFIX + id`. Uploads stream in parts
 * of 8 MB (two at a time: at most 16 MB of a file in memory), downloads stream what S3 sends, a
 * Range is asked of S3 itself. The object is written before the transaction of its row commits;
 * when that fails the caller removes it, and one a crash left without a row goes with the hourly
 * sweep a day later.
 *
 * The AWS SDK is loaded only when this store is chosen: the others never pay for it.
 */
type S3Config = Pick<
  Config,
  | 'FILES_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>

const partBytes = 8 * 1024 * 1024
const partsAtOnce = 2
/** DeleteObjects takes at most this many keys. */
const keysPerDelete = 1000

export function s3Store(config: S3Config): FileStore {
  const bucket = config.S3_BUCKET!
  const prefix = config.S3_PREFIX
  const keyOf = (id: string) => `${prefix}${id}`
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined
  const connect = () => {
    client ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, s3: newClient(sdk, config) }))
    return client
  }

  async function put(id: string, body: Readable | Buffer): Promise<void> {
    const { s3 } = await connect()
    const { Upload } = await import('@aws-sdk/lib-storage')
    const upload = new Upload({
      client: s3,
      params: { Bucket: bucket, Key: keyOf(id), Body: body },
      partSize: partBytes,
      queueSize: partsAtOnce,
      leavePartsOnError: false,
    })
    await upload.done()
  }

  return {
    kind: 's3',
    description: `in the object storage ${config.S3_ENDPOINT ?? 'Amazon S3'}, bucket ${bucket}${prefix ? `, keys ${prefix}…` : ''} (FILES_STORE=s3)`,
    async adopt(_tx, id, incomingPath) {
      await put(id, createReadStream(incomingPath, { highWaterMark: 1024 * 1024 }))
      await rm(incomingPath, { force: true })
    },
    write: (_tx, id, bytes) => put(id, bytes),
    async open(_db, id) {
      const { s3, sdk } = await connect()
      const head = await s3
        .send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: keyOf(id) }))
        .catch((error: unknown) => {
          if (isNotFound(error)) return undefined
          throw error
        })
      if (!head) return undefined
      const size = head.ContentLength ?? 0
      const opened: OpenedFile = {
        size,
        read: (range) =>
          Readable.from(
            objectBytes(() =>
              s3.send(
                new sdk.GetObjectCommand({
                  Bucket: bucket,
                  Key: keyOf(id),
                  // The entity tag of the head: bytes of a replaced object are never mixed in.
                  IfMatch: head.ETag,
                  ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
                }),
              ),
            ),
          ),
        close: async () => {},
      }
      return opened
    },
    async remove(ids) {
      const all = [...ids]
      if (all.length === 0) return
      const { s3, sdk } = await connect()
      for (let start = 0; start < all.length; start += keysPerDelete) {
        const keys = all.slice(start, start + keysPerDelete).map((id) => ({ Key: keyOf(id) }))
        await s3.send(
          new sdk.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
        )
      }
      // A copy left in the folder from before goes too.
      await removeFromDisk(config, all)
    },
    async problem() {
      const { s3, sdk } = await connect()
      try {
        await s3.send(new sdk.HeadBucketCommand({ Bucket: bucket }))
        return undefined
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
        return status ? `the storage answered ${status} for the bucket ${bucket}` : (error as Error).message
      }
    },
    async *idsStoredBefore(before) {
      const { s3, sdk } = await connect()
      let token: string | undefined
      do {
        const page = await s3.send(
          new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        )
        const ids = (page.Contents ?? [])
          .filter((object) => object.Key && object.LastModified && object.LastModified < before)
          .map((object) => object.Key!.slice(prefix.length))
          // Only what this store could have written: other objects under the prefix are not ours.
          .filter((id) => /^[A-Za-z0-9_-]{16,40}$/.test(id))
        if (ids.length > 0) yield ids
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      yield* folderIdsStoredBefore(config, before)
    },
  }
}

function newClient(sdk: typeof import('@aws-sdk/client-s3'), config: S3Config): S3Client {
  return new sdk.S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
        }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's default
    // streaming checksums (aws-chunked), and TLS already protects the bytes on their way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/** The body of a GetObject, as it comes: never more than the stream's buffer in memory. */
async function* objectBytes(get: () => Promise<{ Body?: unknown }>): AsyncGenerator<Buffer> {
  const answer = await get()
  for await (const piece of answer.Body as AsyncIterable<Uint8Array>) {
    yield Buffer.isBuffer(piece) ? piece : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength)
  }
}

function isNotFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
  return status === 404 || (error as { name?: string }).name === 'NotFound'
}
