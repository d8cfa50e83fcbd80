import { gridCalls, moduleMessages } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { changeBlock, createBlock, getBlocks, removeBlock } from './blocks.service'
import { changeTopic, createTopic, getTopicTypes, removeTopic, swapTopic } from './topics.service'

/** docs/product/modules.md "Calls": the cells and columns of a module's grid. */
export const gridRoutes = callRoutes(gridCalls, ({ ctx }) => ({
  'GET /topic_types': async () => getTopicTypes(ctx),
  'GET /blocks': async (request) => getBlocks(ctx, currentUser(request).id, request.query.module_id),
  'POST /blocks/store': async (request) => createBlock(ctx, currentUser(request).id, request.body),
  'POST /blocks/update': async (request) => changeBlock(ctx, currentUser(request).id, request.body),
  'POST /blocks/remove': async (request) => ({
    message: moduleMessages.blockRemoved,
    trash_id: await removeBlock(ctx, currentUser(request).id, request.body.id),
  }),
  'POST /topics/store': async (request) => createTopic(ctx, currentUser(request).id, request.body),
  'POST /topics/update': async (request) => changeTopic(ctx, currentUser(request).id, request.body),
  'POST /topics/remove': async (request) => ({
    message: moduleMessages.topicRemoved,
    trash_id: await removeTopic(ctx, currentUser(request).id, request.body.id),
  }),
  'POST /topics/swap': async (request) => {
    await swapTopic(ctx, currentUser(request).id, request.body)
    return { message: moduleMessages.topicMoved }
  },
}))
