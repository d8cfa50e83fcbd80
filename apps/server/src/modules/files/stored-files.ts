import { rm } from 'node:fs/promises'
import { type FileKindName, moduleMessages } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { newFileId } from '../core/file-store'
import { pieceBytesOf } from '../core/incoming-pieces'
import { insertFile, lockOwnerAndCountBytes, usedBytes } from './files.repo'
import type { ReceivedFile } from './upload-receiver'

/**
 * The last steps of every upload: the teacher's quota, its row, the file's bytes in the store in use
 * (decision 049), all in one transaction; the bytes are removed again when it fails.
 */

const megabyte = 1024 * 1024
const quotaBytes = (ctx: AppContext) => ctx.config.FILES_QUOTA_MB * megabyte
const quotaExceeded = () => new AppError('payloadTooLarge', moduleMessages.quotaExceeded)

/**
 * Refuses an upload that cannot fit before its bytes are read: `declaredBytes` is what the request
 * says the file may take (undefined when it does not say). The exact check follows when it is stored.
 */
export async function checkQuotaAhead(
  ctx: AppContext,
  ownerId: number,
  declaredBytes: number | undefined,
): Promise<void> {
  // The pieces of the teacher's uploads count while they exist: killed uploads fill no disk unchecked.
  const used = (await usedBytes(ctx.db, ownerId)) + (await pieceBytesOf(ctx.config, ownerId))
  if (used + (declaredBytes ?? 0) > quotaBytes(ctx)) throw quotaExceeded()
}

/**
 * Stores a received upload under a new id and answers the id. `attach` runs in the same transaction
 * after the row is written (the cover sets it on its module) and answers the ids of files that lost
 * their last use; their bytes are removed once the transaction has committed.
 */
export async function storeUpload(
  ctx: AppContext,
  ownerId: number,
  kind: FileKindName,
  file: ReceivedFile,
  attach?: (tx: Db, fileId: string) => Promise<string[]>,
): Promise<string> {
  const id = newFileId()
  let unused: string[] = []
  try {
    await ctx.db.transaction(async (tx) => {
      // The pieces counted are the teacher's other uploads on their way in, not this one.
      const used =
        (await lockOwnerAndCountBytes(tx, ownerId)) +
        (await pieceBytesOf(ctx.config, ownerId, file.incomingPath))
      if (used + file.size > quotaBytes(ctx)) throw quotaExceeded()
      await insertFile(tx, {
        id,
        ownerId,
        originalName: file.originalName,
        contentType: file.contentType,
        size: file.size,
        kind,
        createdAt: ctx.clock.now(),
      })
      // After the row: in the database the bytes reference it; in a folder nothing reads them first.
      await ctx.files.adopt(tx, id, file.incomingPath)
      unused = (await attach?.(tx, id)) ?? []
    })
  } catch (error) {
    await rm(file.incomingPath, { force: true })
    await ctx.files.remove([id])
    throw error
  }
  await ctx.files.remove(unused)
  return id
}
