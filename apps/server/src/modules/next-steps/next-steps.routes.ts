import { nextStepCalls, studentNextStepCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { readRun } from '../core/archive-reads'
import { getOwnNextStep, listNextSteps, pinNextStep } from './next-steps.service'

/**
 * Issue 19: every active student's next step in an activation, and the teacher's pin. Only the
 * teacher whose class runs the activation and the module's owner (the progress screens' rule).
 */
export const nextStepsRoutes = callRoutes(nextStepCalls, ({ ctx }) => ({
  'GET /nextSteps': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      listNextSteps(runCtx, currentUser(request).id, request.query.event_id),
    ),
  'POST /nextSteps/pin': async (request) => pinNextStep(ctx, currentUser(request).id, request.body),
}))

/** Issue 19: the student's own next step in an activation of their class (the student API). */
export const ownNextStepRoutes = callRoutes(studentNextStepCalls, ({ ctx }) => ({
  'GET /nextStep': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      getOwnNextStep(runCtx, currentUser(request).id, request.query.event_id),
    ),
}))
