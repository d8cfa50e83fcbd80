import {
  group,
  groupList,
  groupMemberParams,
  groupRemoveBody,
  groupStoreBody,
  groupUpdateBody,
  groupUserList,
  groupUsersQuery,
  toggleActiveResponse,
  trashedResponse,
  trashMessages,
} from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../plugins/auth'
import {
  createGroup,
  getGroups,
  getGroupUsers,
  removeGroup,
  renameGroup,
  toggleMemberActive,
} from './groups.service'

/** Spec 1 §7: a teacher's classes and their students. */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['groups']

  app.get('/groups', { schema: { tags, response: { 200: groupList } } }, async (request) =>
    getGroups(ctx, currentUser(request).id),
  )

  app.post(
    '/groups/store',
    { schema: { tags, body: groupStoreBody, response: { 200: group } } },
    async (request) => createGroup(ctx, currentUser(request).id, request.body),
  )

  app.post(
    '/groups/update',
    { schema: { tags, body: groupUpdateBody, response: { 200: group } } },
    async (request) => renameGroup(ctx, currentUser(request).id, request.body),
  )

  // Our addition (issue 31): a class goes to the trash and comes back from there.
  app.post(
    '/groups/remove',
    { schema: { tags, body: groupRemoveBody, response: { 200: trashedResponse } } },
    async (request) => ({
      message: trashMessages.movedToTrash,
      trash_id: await removeGroup(ctx, currentUser(request).id, request.body.id),
    }),
  )

  app.get(
    '/groups/users',
    { schema: { tags, querystring: groupUsersQuery, response: { 200: groupUserList } } },
    async (request) => getGroupUsers(ctx, currentUser(request).id, request.query.id),
  )

  app.post(
    '/groups/:groupId/users/:userId/toggleActive',
    {
      schema: {
        tags,
        params: groupMemberParams,
        // The spec sends an empty body; nothing else is accepted.
        body: z.strictObject({}).nullish(),
        response: { 200: toggleActiveResponse },
      },
    },
    async (request) =>
      toggleMemberActive(ctx, currentUser(request).id, request.params.groupId, request.params.userId),
  )
}
