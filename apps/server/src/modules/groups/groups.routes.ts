import { groupCalls, trashMessages } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import {
  createGroup,
  getGroups,
  getGroupUsers,
  removeGroup,
  removeMember,
  renameGroup,
  toggleMemberActive,
} from './groups.service'

/** A teacher's classes and their students (docs/product/subjects-and-classes.md "Classes"). */
export const groupsRoutes = callRoutes(groupCalls, ({ ctx }) => ({
  'GET /groups': async (request) => getGroups(ctx, currentUser(request).id),
  'POST /groups/store': async (request) => createGroup(ctx, currentUser(request).id, request.body),
  'POST /groups/update': async (request) => renameGroup(ctx, currentUser(request).id, request.body),
  'POST /groups/remove': async (request) => ({
    message: trashMessages.movedToTrash,
    trash_id: await removeGroup(ctx, currentUser(request).id, request.body.id),
  }),
  'GET /groups/users': async (request) => getGroupUsers(ctx, currentUser(request).id, request.query.id),
  'POST /groups/:groupId/users/:userId/toggleActive': async (request) =>
    toggleMemberActive(ctx, currentUser(request).id, request.params.groupId, request.params.userId),
  'POST /groups/:groupId/users/:userId/remove': async (request) =>
    removeMember(ctx, currentUser(request).id, request.params, request.body),
}))
