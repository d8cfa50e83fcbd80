import { moduleCalls, trashMessages } from '@lernraster/shared'
import { onceByKey } from '../../lib/idempotency'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import {
  createModule,
  duplicateModule,
  getModuleDetail,
  getRemovalImpact,
  listModules,
  removeModule,
  updateModule,
} from './modules.service'

/**
 * docs/product/modules.md "Calls", the building part: the grid, the own lists, create, change, copy, delete.
 */
export const modulesRoutes = callRoutes(moduleCalls, ({ ctx }) => ({
  'GET /modules/byId': async (request) => getModuleDetail(ctx, currentUser(request).id, request.query.id),
  'GET /modules': async (request) => listModules(ctx, currentUser(request).id, { draftsOnly: false }),
  'GET /modules/draft': async (request) => listModules(ctx, currentUser(request).id, { draftsOnly: true }),
  'POST /modules/store': async (request) => createModule(ctx, currentUser(request).id, request.body),
  'POST /modules/update': async (request) => updateModule(ctx, currentUser(request).id, request.body),
  'POST /modules/remove': async (request) => ({
    message: trashMessages.movedToTrash,
    trash_id: await removeModule(ctx, currentUser(request).id, request.body.id),
  }),
  'POST /modules/duplicate': async (request, reply) => {
    const userId = currentUser(request).id
    return onceByKey(ctx, request, reply, { userId, fingerprint: request.body }, () =>
      duplicateModule(ctx, userId, request.body),
    )
  },
  'GET /modules/removalImpact': async (request) =>
    getRemovalImpact(ctx, currentUser(request).id, request.query),
}))
