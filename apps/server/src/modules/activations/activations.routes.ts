import { activationCalls, trashMessages } from '@lernraster/shared'
import { onceByKey } from '../../lib/idempotency'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { readRun } from '../core/archive-reads'
import { getEventDetail, listActiveModules, listEventEvaluations } from './activation-reads.service'
import {
  activateModule,
  getActivationRemovalImpact,
  removeActivation,
  toggleFinished,
} from './activations.service'

/**
 * docs/product/runs.md "Calls", running modules with classes: activate, finish, remove an activation, the
 * Active tab's lists, and an activation's event with its ratings.
 */
export const activationsRoutes = callRoutes(activationCalls, ({ ctx }) => ({
  'POST /modules/activate': async (request, reply) => {
    const userId = currentUser(request).id
    return onceByKey(ctx, request, reply, { userId, fingerprint: request.body }, () =>
      activateModule(ctx, userId, request.body),
    )
  },
  'POST /modules/toggleFinished': async (request) =>
    toggleFinished(ctx, currentUser(request).id, request.body.module_id),
  'POST /modules/removeActive': async (request) => ({
    message: trashMessages.movedToTrash,
    trash_id: await removeActivation(ctx, currentUser(request).id, request.body.module_id),
  }),
  'GET /modules/activeRemovalImpact': async (request) =>
    getActivationRemovalImpact(ctx, currentUser(request).id, request.query.module_id),
  'GET /modules/active': async (request) => listActiveModules(ctx, currentUser(request).id, 'active'),
  'GET /modules/finished': async (request) => listActiveModules(ctx, currentUser(request).id, 'finished'),
  'GET /events/byId': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      getEventDetail(runCtx, currentUser(request).id, request.query.event_id),
    ),
  'GET /evaluations/byEventId': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      listEventEvaluations(runCtx, currentUser(request).id, request.query.event_id),
    ),
}))
