import { subjectCalls, trashMessages } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { createSubject, getSubjects, removeSubject, updateSubject } from './subjects.service'

/** A teacher's own subjects. */
export const subjectsRoutes = callRoutes(subjectCalls, ({ ctx }) => ({
  'GET /subjects': async (request) => getSubjects(ctx, currentUser(request).id),
  'POST /subjects/store': async (request) => createSubject(ctx, currentUser(request).id, request.body),
  'POST /subjects/update': async (request) => updateSubject(ctx, currentUser(request).id, request.body),
  'POST /subjects/remove': async (request) => ({
    message: trashMessages.movedToTrash,
    trash_id: await removeSubject(ctx, currentUser(request).id, request.body.id),
  }),
}))
