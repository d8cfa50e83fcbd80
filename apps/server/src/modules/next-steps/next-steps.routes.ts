import { nextStepCalls, ownNextStep, ownNextStepQuery } from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { getOwnNextStep, listNextSteps, pinNextStep } from './next-steps.service'

const tags = ['next steps']

/**
 * Issue 19: every active student's next step in an activation, and the teacher's pin. Only the
 * teacher whose class runs the activation and the module's owner (the progress screens' rule).
 */
export const nextStepsRoutes = callRoutes(nextStepCalls, ({ ctx }) => ({
  'GET /nextSteps': async (request) => listNextSteps(ctx, currentUser(request).id, request.query.event_id),
  'POST /nextSteps/pin': async (request) => pinNextStep(ctx, currentUser(request).id, request.body),
}))

/** Issue 19: the student's own next step in an activation of their class (the student API). */
export const ownNextStepRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/nextStep',
    { schema: { tags, querystring: ownNextStepQuery, response: { 200: ownNextStep } } },
    async (request) => getOwnNextStep(app.ctx, currentUser(request).id, request.query.event_id),
  )
}
