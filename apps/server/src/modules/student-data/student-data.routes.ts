import { studentAccountDataCalls, studentDataCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { readAccountsWithoutClass } from './student-data.repo'
import { deleteCreatedAccount, deleteOwnAccount, exportStudentData } from './student-data.service'

/** The student app: the own data to download, the own account to delete (decision 045). */
export const studentDataRoutes = callRoutes(studentDataCalls, ({ ctx }) => ({
  'GET /account/dataExport': async (request) => exportStudentData(ctx, { userId: currentUser(request).id }),
  'POST /account/delete': async (request) => {
    await deleteOwnAccount(ctx, currentUser(request), request.body.password)
    return { deleted: true as const }
  },
}))

/** The teacher app: the same for an account the teacher made from a list of names (decision 038). */
export const studentAccountDataRoutes = callRoutes(studentAccountDataCalls, ({ ctx }) => ({
  'GET /studentAccounts': async (request) => readAccountsWithoutClass(ctx.db, currentUser(request).id),
  'GET /studentAccounts/:userId/dataExport': async (request) =>
    exportStudentData(ctx, { userId: request.params.userId, createdBy: currentUser(request).id }),
  'POST /studentAccounts/:userId/delete': async (request) => {
    await deleteCreatedAccount(ctx, currentUser(request), request.params.userId)
    return { deleted: true as const }
  },
}))
