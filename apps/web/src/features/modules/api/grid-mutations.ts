import type {
  BlockStoreBody,
  BlockUpdateBody,
  TopicStoreBody,
  TopicSwapBody,
  TopicUpdateBody,
} from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { useModuleRefresh } from './module-queries'

export const storeBlock = (body: BlockStoreBody) => callApi('POST /blocks/store', { body })
export const updateBlock = (body: BlockUpdateBody) => callApi('POST /blocks/update', { body })
export const removeBlock = (id: number) => callApi('POST /blocks/remove', { body: { id } })
export const storeTopic = (body: TopicStoreBody) => callApi('POST /topics/store', { body })
export const updateTopic = (body: TopicUpdateBody) => callApi('POST /topics/update', { body })
export const removeTopic = (id: number) => callApi('POST /topics/remove', { body: { id } })
export const swapTopic = (body: TopicSwapBody) => callApi('POST /topics/swap', { body })

// Every grid change reloads the module it belongs to.

export function useStoreBlockMutation(moduleId: number) {
  return useGuardedMutation({ mutationFn: storeBlock, ...useModuleRefresh(moduleId) })
}
export function useUpdateBlockMutation(moduleId: number) {
  return useGuardedMutation({ mutationFn: updateBlock, ...useModuleRefresh(moduleId) })
}
export function useRemoveBlockMutation(moduleId: number) {
  return useGuardedMutation({ mutationFn: removeBlock, ...useModuleRefresh(moduleId) })
}
export function useStoreTopicMutation(moduleId: number) {
  return useGuardedMutation({ mutationFn: storeTopic, ...useModuleRefresh(moduleId) })
}
export function useUpdateTopicMutation(moduleId: number) {
  return useGuardedMutation({ mutationFn: updateTopic, ...useModuleRefresh(moduleId) })
}
export function useRemoveTopicMutation(moduleId: number) {
  return useGuardedMutation({ mutationFn: removeTopic, ...useModuleRefresh(moduleId) })
}
export function useSwapTopicMutation(moduleId: number) {
  return useGuardedMutation({ mutationFn: swapTopic, ...useModuleRefresh(moduleId) })
}
