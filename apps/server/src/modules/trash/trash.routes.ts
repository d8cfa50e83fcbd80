import { trashCalls, trashMessages } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { getTrash, removeTrashItem, restoreTrashItem } from './trash.service'

/** Issue 31, decision 022: the teacher's trash (Papierkorb): list, restore, delete for good. */
export const trashRoutes = callRoutes(trashCalls, ({ ctx }) => ({
  'GET /trash': async (request) => getTrash(ctx, currentUser(request).id),
  'POST /trash/restore': async (request) => restoreTrashItem(ctx, currentUser(request).id, request.body.id),
  'POST /trash/remove': async (request) => {
    await removeTrashItem(ctx, currentUser(request).id, request.body.id)
    return { message: trashMessages.deletedForGood }
  },
}))
