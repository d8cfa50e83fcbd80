import { classImportCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { copyClass, importStudents } from './class-import.service'

/** Students into a class besides its code (issue 15): a class list, or the students of another class. */
export const classImportRoutes = callRoutes(classImportCalls, ({ ctx }) => ({
  'POST /groups/importStudents': async (request) =>
    importStudents(ctx, currentUser(request).id, request.body),
  'POST /groups/copy': async (request) => copyClass(ctx, currentUser(request).id, request.body),
}))
