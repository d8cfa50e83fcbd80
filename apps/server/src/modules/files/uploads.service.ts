import {
  ChangeKind,
  ChangeSubject,
  contentFileTypes,
  coverFileTypes,
  FileKind,
  fileLimits,
  moduleMessages,
  updateCoverFields,
  uploadSourceFields,
} from '@lernraster/shared'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import { AppError, type FieldErrors } from '../../lib/app-error'
import { recordChanges } from '../core/change-log'
import { storedPath } from '../core/file-store'
import { lockOwnedModule } from '../core/module-access'
import { syncModuleFiles } from '../core/module-file-references'
import { findOwnedModuleBlock, ownsModule, setCover } from './files.repo'
import { checkQuotaAhead, storeUpload } from './stored-files'
import { declaredFileBytes, receiveUpload, type UploadRule } from './upload-receiver'

// docs/product/modules.md "Files": the three uploads, each with its limit, its accepted types and its texts.

const contentRule: UploadRule = {
  fileField: 'file',
  textFields: [],
  maxBytes: fileLimits.contentMaxBytes,
  accepted: { types: contentFileTypes, message: moduleMessages.contentFileType },
  messages: { tooLarge: moduleMessages.contentFileTooLarge, missing: moduleMessages.fileMissing },
}

const sourceRule: UploadRule = {
  fileField: 'file',
  textFields: Object.keys(uploadSourceFields.shape),
  maxBytes: fileLimits.sourceMaxBytes,
  messages: { tooLarge: moduleMessages.sourceFileTooLarge, missing: moduleMessages.fileMissing },
}

const coverRule: UploadRule = {
  fileField: 'cover_picture',
  textFields: Object.keys(updateCoverFields.shape),
  maxBytes: fileLimits.coverMaxBytes,
  accepted: { types: coverFileTypes, message: moduleMessages.coverFileType },
  // docs/product/modules.md "Cover image": the cover dialog sent without a new picture.
  messages: { tooLarge: moduleMessages.coverTooLarge, missing: moduleMessages.coverUnchanged },
}

/** A link or solution file: an image or a PDF. Answers its stored path. */
export async function uploadContentFile(ctx: AppContext, userId: number, request: FastifyRequest) {
  const { file } = await receiveUpload(request, ctx.config, contentRule, userId, () =>
    checkQuotaAhead(ctx, userId, declaredFileBytes(request)),
  )
  return storedPath(await storeUpload(ctx, userId, FileKind.content, file))
}

/**
 * The original of a question or solution, any type, for a block of the teacher's module. It is used
 * (and readable through the module) once the topic that names it is saved.
 */
export async function uploadSourceFile(ctx: AppContext, userId: number, request: FastifyRequest) {
  const { file } = await receiveUpload(request, ctx.config, sourceRule, userId, async (sent) => {
    const fields = parseFields(uploadSourceFields, sent)
    const place = await findOwnedModuleBlock(ctx.db, userId, fields.module_id, fields.block_id)
    if (!place.module) throw new AppError('notFound')
    if (!place.block) throw AppError.field('block_id', moduleMessages.blockNotInModule)
    await checkQuotaAhead(ctx, userId, declaredFileBytes(request))
  })
  return storedPath(await storeUpload(ctx, userId, FileKind.source, file))
}

/**
 * A new cover for the teacher's module: set in one transaction with its change record and the
 * module's file references, so the old cover, now unused, is deleted with it.
 */
export async function updateCover(ctx: AppContext, userId: number, request: FastifyRequest) {
  const { checked: moduleId, file } = await receiveUpload(
    request,
    ctx.config,
    coverRule,
    userId,
    async (sent) => {
      const fields = parseFields(updateCoverFields, sent)
      // A first answer before the picture is read; the transaction below checks again under the lock.
      if (!(await ownsModule(ctx.db, userId, fields.module_id))) throw new AppError('notFound')
      await checkQuotaAhead(ctx, userId, declaredFileBytes(request))
      return fields.module_id
    },
  )
  const id = await storeUpload(ctx, userId, FileKind.cover, file, async (tx, fileId) => {
    const module = await lockOwnedModule(tx, userId, moduleId)
    const now = ctx.clock.now()
    await setCover(tx, moduleId, fileId, now)
    // The cover is part of the module: its change is recorded like a new name.
    const change = { subject: ChangeSubject.module, kind: ChangeKind.updated, name: module.name }
    await recordChanges(tx, { moduleId, userId, now }, [change])
    return syncModuleFiles(tx, moduleId)
  })
  return storedPath(id)
}

/** Multipart text fields checked with their contract; a failure is a 422 naming the fields. */
function parseFields<Schema extends z.ZodType>(
  schema: Schema,
  sent: Record<string, string>,
): z.output<Schema> {
  const parsed = schema.safeParse(sent)
  if (parsed.success) return parsed.data
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_')
    errors[field] = [...(errors[field] ?? []), issue.message]
  }
  throw new AppError('validation', undefined, errors)
}
