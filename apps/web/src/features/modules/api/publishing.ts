import type { MetaDataUpdateBody, ModulePublishBody } from '@lernraster/shared'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { useKeyedMutation } from '../../../lib/use-keyed-mutation'
import { moduleKeys } from './module-queries'

export { type StoreLookups, useStoreLookupsQuery } from '../../../lib/store-lookups'

/**
 * A publication's metadata (GET /modules-metadatas/byId), to prefill the dialogs. Not under the module
 * lists' key: publishing anew replaces a declined copy and its metadata, and the lists' refresh after
 * it must not ask again for what is gone while the dialog still waits for its answer.
 */
export function useMetaDataQuery(id: number | null) {
  return useQuery({
    queryKey: ['publication-meta-data', id],
    queryFn: ({ signal }) => callApi('GET /modules-metadatas/byId', { query: { id: id! }, signal }),
    enabled: id !== null,
    staleTime: 0,
  })
}

/** Publishing and editing metadata change the own list's publication. */
function useListRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: moduleKeys.all })
}

export function usePublishMutation() {
  const refresh = useListRefresh()
  return useKeyedMutation({
    mutationFn: (body: ModulePublishBody, idempotencyKey) =>
      callApi('POST /modules/publish', { body, idempotencyKey }),
    onSuccess: refresh,
  })
}

export function useMetaDataUpdateMutation() {
  const refresh = useListRefresh()
  return useGuardedMutation({
    mutationFn: (body: MetaDataUpdateBody) => callApi('POST /modules-metadatas/update', { body }),
    onSuccess: refresh,
  })
}

/** Withdrawing a waiting submission and taking a module off the store change the card (decision 054). */
export function useStoreExitMutation() {
  const refresh = useListRefresh()
  return useGuardedMutation({
    mutationFn: ({ kind, id }: { kind: 'withdraw' | 'unlist'; id: number }) =>
      kind === 'withdraw'
        ? callApi('POST /modules/withdrawPublication', { body: { id } })
        : callApi('POST /modules/unlist', { body: { id } }),
    onSettled: refresh,
  })
}
