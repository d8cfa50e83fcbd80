import { studentAccountCalls } from '@lernraster/shared'
import { onceByKey } from '../../lib/idempotency'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { createStudents, renewStartPassword } from './student-accounts.service'

/** Students without an address: accounts from a list of names, and a new card (decision 038). */
export const studentAccountRoutes = callRoutes(studentAccountCalls, ({ ctx }) => ({
  'POST /groups/createStudents': async (request, reply) => {
    const userId = currentUser(request).id
    const once = { userId, fingerprint: request.body, takesEffect: request.body.commit }
    return onceByKey(ctx, request, reply, once, () => createStudents(ctx, userId, request.body))
  },
  'POST /groups/newStartPassword': async (request) =>
    renewStartPassword(ctx, currentUser(request).id, request.body),
}))
