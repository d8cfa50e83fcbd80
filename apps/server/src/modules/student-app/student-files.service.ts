import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { type FileAnswer, type FileConditions, isFileId, serveStoredFile } from '../files/file-read.service'
import { findStudentFile } from './student-files.repo'

/** A file of the student's modules (student-files.repo.ts says which); any other is not found. */
export async function readStudentFile(
  ctx: AppContext,
  userId: number,
  id: string,
  conditions: FileConditions = {},
): Promise<FileAnswer> {
  if (!isFileId(id)) throw new AppError('notFound')
  const file = await findStudentFile(ctx.db, userId, id)
  if (!file) throw new AppError('notFound')
  return serveStoredFile(ctx, file, conditions)
}
