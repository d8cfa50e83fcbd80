import type { ModuleDuplicateBody, ModuleStoreBody, ModuleUpdateBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { useKeyedMutation } from '../../../lib/use-keyed-mutation'
import { useModuleRefresh } from './module-queries'

export const storeModule = (body: ModuleStoreBody) => callApi('POST /modules/store', { body })
export const updateModule = (body: ModuleUpdateBody) => callApi('POST /modules/update', { body })
export const removeModule = (id: number) => callApi('POST /modules/remove', { body: { id } })
export const duplicateModule = (body: ModuleDuplicateBody, idempotencyKey?: string) =>
  callApi('POST /modules/duplicate', { body, idempotencyKey })

/** Creates the module on the configurator's first change (docs/product/modules.md "Configurator"). */
export function useStoreModuleMutation() {
  return useGuardedMutation({ mutationFn: storeModule, ...useModuleRefresh(undefined) })
}

/** Name, description and the grid's size; rows and columns removed take their content with them. */
export function useUpdateModuleMutation(moduleId: number | undefined) {
  return useGuardedMutation({ mutationFn: updateModule, ...useModuleRefresh(moduleId) })
}

export function useRemoveModuleMutation() {
  return useGuardedMutation({ mutationFn: removeModule, ...useModuleRefresh(undefined) })
}

export function useDuplicateModuleMutation() {
  return useKeyedMutation({ mutationFn: duplicateModule, ...useModuleRefresh(undefined) })
}
