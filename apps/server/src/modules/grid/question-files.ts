import { moduleMessages } from '@lernraster/shared'
import { and, eq, exists, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { files, moduleFiles } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { FileUse } from './question-plan'

/**
 * A question may name a stored file only if it exists, is of the kind its field takes (link and
 * solution files are content, sources are source files) and is the caller's own upload or already
 * used by this module (a copy of a shared module keeps the original owner's files). Otherwise a
 * teacher could reach another teacher's file by typing its path. One statement for all of them.
 */
export async function assertFilesUsable(
  tx: Db,
  input: { userId: number; moduleId: number; uses: FileUse[] },
): Promise<void> {
  if (input.uses.length === 0) return
  const ids = [...new Set(input.uses.map((use) => use.fileId))]
  const usedByModule = tx
    .select({ one: sql`1` })
    .from(moduleFiles)
    .where(and(eq(moduleFiles.moduleId, input.moduleId), eq(moduleFiles.fileId, files.id)))
  const usable = await tx
    .select({ id: files.id, kind: files.kind })
    .from(files)
    .where(and(inArray(files.id, ids), or(eq(files.ownerId, input.userId), exists(usedByModule))))
  const kinds = new Map(usable.map((file) => [file.id, file.kind]))
  const errors: Record<string, string[]> = {}
  for (const use of input.uses) {
    const kind = kinds.get(use.fileId)
    if (kind === use.kind) continue
    errors[use.field] = [kind === undefined ? moduleMessages.fileUnknown : moduleMessages.fileWrongKind]
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation', undefined, errors)
}
