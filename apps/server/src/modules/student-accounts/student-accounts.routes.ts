import { studentAccountCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { createStudents, renewStartPassword } from './student-accounts.service'

/** Students without an address: accounts from a list of names, and a new card (decision 038). */
export const studentAccountRoutes = callRoutes(studentAccountCalls, ({ ctx }) => ({
  'POST /groups/createStudents': async (request) =>
    createStudents(ctx, currentUser(request).id, request.body),
  'POST /groups/newStartPassword': async (request) =>
    renewStartPassword(ctx, currentUser(request).id, request.body),
}))
