import { checkCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { getTopicCheck, removeTopicCheck, saveTopicCheck } from './checks.service'

/** Issue 37: a topic's check, written by the module's owner (decision 052). */
export const checksRoutes = callRoutes(checkCalls, ({ ctx }) => ({
  'GET /checks/byTopic': async (request) =>
    getTopicCheck(ctx, currentUser(request).id, request.query.topic_id),
  'POST /checks/save': async (request) => saveTopicCheck(ctx, currentUser(request).id, request.body),
  'POST /checks/remove': async (request) =>
    removeTopicCheck(ctx, currentUser(request).id, request.body.topic_id),
}))
