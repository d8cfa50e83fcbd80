import { rm } from 'node:fs/promises'
import { type FileKindName, moduleMessages } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { moveIntoPlace, newFileId, removeFromDisk } from '../core/file-store'
import { pieceBytesOf } from '../core/incoming-pieces'
import { insertFile, lockOwnerAndCountBytes, usedBytes } from './files.repo'
import type { ReceivedFile } from './upload-receiver'

/**
 * The last steps of every upload: the teacher's quota, the file under its id, its row. The row is
 * written only once the file is on disk, and the file removed again when the row cannot be.
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
 * their last use; those are removed from disk once the transaction has committed.
 */
export async function storeUpload(
  ctx: AppContext,
  ownerId: number,
  kind: FileKindName,
  file: ReceivedFile,
  attach?: (tx: Db, fileId: string) => Promise<string[]>,
): Promise<string> {
  const id = newFileId()
  try {
    await moveIntoPlace(ctx.config, file.incomingPath, id)
  } catch (error) {
    await rm(file.incomingPath, { force: true })
    throw error
  }
  let unused: string[] = []
  try {
    await ctx.db.transaction(async (tx) => {
      // This upload's own piece is already in place: the pieces counted are others of the teacher.
      const used = (await lockOwnerAndCountBytes(tx, ownerId)) + (await pieceBytesOf(ctx.config, ownerId))
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
      unused = (await attach?.(tx, id)) ?? []
    })
  } catch (error) {
    await removeFromDisk(ctx.config, [id])
    throw error
  }
  await removeFromDisk(ctx.config, unused)
  return id
}
