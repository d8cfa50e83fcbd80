import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { type FileAnswer, isFileId, serveStoredFile } from '../files/file-read.service'
import { findStudentFile } from './student-files.repo'

/** A file of the student's modules (student-files.repo.ts says which); any other is not found. */
export async function readStudentFile(ctx: AppContext, userId: number, id: string): Promise<FileAnswer> {
  if (!isFileId(id)) throw new AppError('notFound')
  const file = await findStudentFile(ctx.db, userId, id)
  if (!file) throw new AppError('notFound')
  return serveStoredFile(ctx, file)
}
