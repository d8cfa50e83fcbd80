import multipart from '@fastify/multipart'
import {
  coverAnswer,
  fileParams,
  updateCoverForm,
  uploadAnswer,
  uploadForm,
  uploadSourceForm,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { readFile } from './file-read.service'
import { ensureFilesDir } from './file-store'
import { updateCover, uploadContentFile, uploadSourceFile } from './uploads.service'

/**
 * Spec 2 §7 "Files": the uploads (multipart) and reading a stored file back. The multipart parser is
 * registered here only, so every other route keeps answering a form with 415; each upload sets its
 * own limits (upload-receiver.ts).
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  await ensureFilesDir(ctx.config)
  // The receiver checks the size itself; the parser's own error would arrive only after the whole file.
  await app.register(multipart, { throwFileSizeLimit: false })
  const tags = ['files']

  app.post(
    '/files/upload',
    { config: { multipartForm: uploadForm }, schema: { tags, response: { 200: uploadAnswer } } },
    async (request) => ({ data: await uploadContentFile(ctx, currentUser(request).id, request) }),
  )

  app.post(
    '/files/uploadSource',
    { config: { multipartForm: uploadSourceForm }, schema: { tags, response: { 200: uploadAnswer } } },
    async (request) => ({ data: await uploadSourceFile(ctx, currentUser(request).id, request) }),
  )

  app.post(
    '/modules/updateCover',
    {
      config: { multipartForm: updateCoverForm },
      schema: { tags: ['modules'], response: { 200: coverAnswer } },
    },
    async (request) => ({ cover_path: await updateCover(ctx, currentUser(request).id, request) }),
  )

  // The one route that also takes the api_token cookie: <img src> and download links send no header.
  app.get(
    '/files/:id',
    { config: { access: 'teacherWithCookie', documentAnswer: true }, schema: { tags, params: fileParams } },
    async (request, reply) => {
      const file = await readFile(ctx, currentUser(request), request.params.id)
      return reply.headers(file.headers).send(file.body)
    },
  )
}
