import {
  subject,
  subjectList,
  subjectRemoveBody,
  subjectStoreBody,
  subjectUpdateBody,
  trashedResponse,
  trashMessages,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { createSubject, getSubjects, removeSubject, updateSubject } from './subjects.service'

/** Spec 1 §7: a teacher's own subjects. */
export const subjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['subjects']

  app.get('/subjects', { schema: { tags, response: { 200: subjectList } } }, async (request) =>
    getSubjects(ctx, currentUser(request).id),
  )

  app.post(
    '/subjects/store',
    { schema: { tags, body: subjectStoreBody, response: { 200: subject } } },
    async (request) => createSubject(ctx, currentUser(request).id, request.body),
  )

  app.post(
    '/subjects/update',
    { schema: { tags, body: subjectUpdateBody, response: { 200: subject } } },
    async (request) => updateSubject(ctx, currentUser(request).id, request.body),
  )

  app.post(
    '/subjects/remove',
    { schema: { tags, body: subjectRemoveBody, response: { 200: trashedResponse } } },
    async (request) => ({
      message: trashMessages.movedToTrash,
      trash_id: await removeSubject(ctx, currentUser(request).id, request.body.id),
    }),
  )
}
