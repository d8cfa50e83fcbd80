import { classImportCalls } from '@lernraster/shared'
import { onceByKey } from '../../lib/idempotency'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { classInvitations, copyClass, importStudents, withdrawInvitation } from './class-import.service'

/** Students into a class besides its code (issue 15): a class list, or the students of another class. */
export const classImportRoutes = callRoutes(classImportCalls, ({ ctx }) => ({
  'POST /groups/importStudents': async (request, reply) => {
    const userId = currentUser(request).id
    const once = { userId, fingerprint: request.body, takesEffect: request.body.commit }
    return onceByKey(ctx, request, reply, once, () => importStudents(ctx, userId, request.body))
  },
  'POST /groups/copy': async (request) => copyClass(ctx, currentUser(request).id, request.body),
  'GET /groups/invitations': async (request) =>
    classInvitations(ctx, currentUser(request).id, request.query.id),
  'POST /groups/withdrawInvitation': async (request) =>
    withdrawInvitation(ctx, currentUser(request).id, request.body),
}))
