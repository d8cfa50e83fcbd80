import {
  nextStepPinBody,
  nextStepsQuery,
  studentNextStep,
  studentNextStepCalls,
  studentNextStepList,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { getOwnNextStep, listNextSteps, pinNextStep } from './next-steps.service'

const tags = ['next steps']

/**
 * Issue 19: every active student's next step in an activation, and the teacher's pin. Only the
 * teacher whose class runs the activation and the module's owner (the progress screens' rule).
 */
export const nextStepsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  app.get(
    '/nextSteps',
    { schema: { tags, querystring: nextStepsQuery, response: { 200: studentNextStepList } } },
    async (request) => listNextSteps(ctx, currentUser(request).id, request.query.event_id),
  )

  app.post(
    '/nextSteps/pin',
    { schema: { tags, body: nextStepPinBody, response: { 200: studentNextStep } } },
    async (request) => pinNextStep(ctx, currentUser(request).id, request.body),
  )
}

/** Issue 19: the student's own next step in an activation of their class (the student API). */
export const ownNextStepRoutes = callRoutes(studentNextStepCalls, ({ ctx }) => ({
  'GET /nextStep': async (request) => getOwnNextStep(ctx, currentUser(request).id, request.query.event_id),
}))
