import {
  examGradesBody,
  examResultList,
  messageResponse,
  plannedIdBody,
  plannedIdQuery,
  plannedListQuery,
  plannedPage,
  plannedStoreBody,
  plannedUpdateBody,
  topicChoiceList,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../plugins/auth'
import { listTopicChoices } from './planning.repo'
import {
  getExamResults,
  getPlannedPage,
  removePlannedEvent,
  saveExamGrades,
  storePlannedEvent,
  updatePlannedEvent,
} from './planning.service'

const tags = ['planning']

/** The teacher's homework and exams (issue 15): lists, setting, moving, removing, exam grades. */
export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id

  app.get(
    '/events/planned',
    { schema: { tags, querystring: plannedListQuery, response: { 200: plannedPage } } },
    async (request) => getPlannedPage(ctx, me(request), request.query),
  )

  app.get('/events/topicChoices', { schema: { tags, response: { 200: topicChoiceList } } }, async (request) =>
    listTopicChoices(ctx.db, me(request)),
  )

  app.post(
    '/events/store',
    { schema: { tags, body: plannedStoreBody, response: { 201: z.object({ id: z.number().int() }) } } },
    async (request, reply) => reply.status(201).send(await storePlannedEvent(ctx, me(request), request.body)),
  )

  app.post(
    '/events/update',
    { schema: { tags, body: plannedUpdateBody, response: { 200: messageResponse } } },
    async (request) => {
      await updatePlannedEvent(ctx, me(request), request.body)
      return { message: 'updated' }
    },
  )

  app.post(
    '/events/remove',
    { schema: { tags, body: plannedIdBody, response: { 200: messageResponse } } },
    async (request) => {
      await removePlannedEvent(ctx, me(request), request.body.id)
      return { message: 'removed' }
    },
  )

  app.get(
    '/events/examResults',
    { schema: { tags, querystring: plannedIdQuery, response: { 200: examResultList } } },
    async (request) => getExamResults(ctx, me(request), request.query.id),
  )

  app.post(
    '/events/examGrades',
    { schema: { tags, body: examGradesBody, response: { 200: examResultList } } },
    async (request) => saveExamGrades(ctx, me(request), request.body),
  )
}
