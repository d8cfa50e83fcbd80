import multipart from '@fastify/multipart'
import { fileCalls, moduleCoverCalls } from '@lernraster/shared'
import type { FastifyPluginAsync } from 'fastify'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { ensureFilesDir } from '../core/file-store'
import { idleSince, removeLeftoverPieces } from '../core/incoming-pieces'
import { fileConditionsOf, readFile } from './file-read.service'
import { updateCover, uploadContentFile, uploadSourceFile } from './uploads.service'

/**
 * docs/product/modules.md "Files": the uploads (multipart) and reading a stored file back. The multipart
 * parser is registered here only, so every other route keeps answering a form with 415; each upload sets its
 * own limits (upload-receiver.ts).
 */
export const filesRoutes: FastifyPluginAsync = async (app) => {
  await ensureFilesDir(app.ctx.config)
  // At start, the pieces of uploads a crash or kill cut off (decision 047). The embedded database's
  // folder is this process's alone, so all of them; on PostgreSQL another instance may be writing
  // to a shared folder, so only those no running upload can still be writing.
  const { ctx } = app
  const idleBefore = ctx.database.kind === 'postgres' ? idleSince(ctx.clock.now()) : undefined
  const removed = await removeLeftoverPieces(ctx.config, idleBefore)
  if (removed > 0) app.log.info({ removed }, 'pieces of interrupted uploads removed')
  // The receiver checks the size itself; the parser's own error would arrive only after the whole file.
  await app.register(multipart, { throwFileSizeLimit: false })
  await app.register(
    callRoutes({ ...fileCalls, ...moduleCoverCalls }, ({ ctx }) => ({
      'POST /files/upload': async (request) => ({
        data: await uploadContentFile(ctx, currentUser(request).id, request),
      }),
      'POST /files/uploadSource': async (request) => ({
        data: await uploadSourceFile(ctx, currentUser(request).id, request),
      }),
      'POST /modules/updateCover': async (request) => ({
        cover_path: await updateCover(ctx, currentUser(request).id, request),
      }),
      // The one route that also takes the api_token cookie: <img src> and download links send no header.
      'GET /files/:id': async (request, reply) => {
        const file = await readFile(
          ctx,
          currentUser(request),
          request.params.id,
          fileConditionsOf(request.headers),
        )
        return reply.code(file.status).headers(file.headers).send(file.body)
      },
    })),
  )
}
