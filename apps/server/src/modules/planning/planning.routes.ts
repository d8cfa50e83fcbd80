import { planningCalls } from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { listTopicChoices } from './planning.repo'
import {
  getExamResults,
  getPlannedPage,
  removePlannedEvent,
  saveExamGrades,
  storePlannedEvent,
  updatePlannedEvent,
} from './planning.service'

/**
 * Setting homework or an exam answers 201, which a table's call cannot say (its answer is the one
 * with status 200): that call is registered by hand from its entry, with the answer schema under 201.
 */
const { 'POST /events/store': storeCall, ...calls } = planningCalls

const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id

/** The teacher's homework and exams (issue 15): lists, setting, moving, removing, exam grades. */
export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  await app.register(
    callRoutes(calls, () => ({
      'GET /events/planned': async (request) => getPlannedPage(ctx, me(request), request.query),
      'GET /events/topicChoices': async (request) => listTopicChoices(ctx.db, me(request)),
      'POST /events/update': async (request) => {
        await updatePlannedEvent(ctx, me(request), request.body)
        return { message: 'updated' }
      },
      'POST /events/remove': async (request) => {
        await removePlannedEvent(ctx, me(request), request.body.id)
        return { message: 'removed' }
      },
      'GET /events/examResults': async (request) => getExamResults(ctx, me(request), request.query.id),
      'POST /events/examGrades': async (request) => saveExamGrades(ctx, me(request), request.body),
    })),
  )

  app.post(
    '/events/store',
    {
      config: { call: storeCall, access: storeCall.access },
      schema: { body: storeCall.body, response: { 201: storeCall.answer } },
    },
    async (request, reply) => reply.status(201).send(await storePlannedEvent(ctx, me(request), request.body)),
  )
}
