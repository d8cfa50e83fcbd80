import { classCopyAnswer, classCopyBody, classImportAnswer, classImportBody } from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { copyClass, importStudents } from './class-import.service'

/** Students into a class besides its code (issue 15): a class list, or the students of another class. */
export const classImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['groups']

  app.post(
    '/groups/importStudents',
    { schema: { tags, body: classImportBody, response: { 200: classImportAnswer } } },
    async (request) => importStudents(ctx, currentUser(request).id, request.body),
  )

  app.post(
    '/groups/copy',
    { schema: { tags, body: classCopyBody, response: { 200: classCopyAnswer } } },
    async (request) => copyClass(ctx, currentUser(request).id, request.body),
  )
}
