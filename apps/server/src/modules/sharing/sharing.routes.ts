import { moduleMessages, sharingCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { listAvailable, listPublished } from './available.service'
import { listSharedUsers, shareModule, unshareModule } from './sharing.service'

/**
 * docs/product/modules.md "Sharing": sharing a module with colleagues and taking it back, and the lists of
 * the Available tab (shared, purchased) and of the own store copies (published).
 */
export const sharingRoutes = callRoutes(sharingCalls, ({ ctx }) => ({
  'POST /modules/share': async (request) => {
    await shareModule(ctx, currentUser(request), request.body)
    return { message: moduleMessages.moduleShared }
  },
  'POST /modules/unshare': async (request) => {
    await unshareModule(ctx, currentUser(request).id, request.body)
    return { message: moduleMessages.shareRemoved }
  },
  'GET /modules/sharedUsers': async (request) =>
    listSharedUsers(ctx, currentUser(request).id, request.query.id),
  'GET /modules/shared': async (request) => listAvailable(ctx, currentUser(request).id, 'shared'),
  'GET /modules/purchased': async (request) => listAvailable(ctx, currentUser(request).id, 'purchased'),
  'GET /modules/published': async (request) => listPublished(ctx, currentUser(request).id),
}))
