import type { CallInput, ModulePurchaseBody, TeacherApi } from '@lernraster/shared'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useKeyedMutation } from '../../../lib/use-keyed-mutation'
import { type StoreFilters, toApiQuery } from '../model/store-query'

const storeKeys = {
  all: ['store'] as const,
  search: (filters: StoreFilters) => [...storeKeys.all, 'search', filters] as const,
  module: (id: number) => [...storeKeys.all, 'module', id] as const,
  balance: () => [...storeKeys.all, 'balance'] as const,
  history: (page: number) => [...storeKeys.all, 'history', page] as const,
}

/**
 * The store's query as the URL carries it: `tag_ids` goes as comma-separated text, which the table's
 * query type (the values the server parses it into, a list of ids) cannot name.
 */
type StoreSearchQuery = CallInput<TeacherApi['GET /store/modules']>['query']

/** One page of the store (GET /store/modules); the previous page stays on screen while the next loads. */
export function useStoreSearchQuery(filters: StoreFilters) {
  return useQuery({
    queryKey: storeKeys.search(filters),
    queryFn: ({ signal }) =>
      callApi('GET /store/modules', { query: toApiQuery(filters) as unknown as StoreSearchQuery, signal }),
    placeholderData: keepPreviousData,
  })
}

/** A module's store page by any id of its line (GET /store/modules/byId). */
export function useStoreModuleQuery(id: number | null) {
  return useQuery({
    queryKey: storeKeys.module(id ?? 0),
    queryFn: ({ signal }) => callApi('GET /store/modules/byId', { query: { id: id! }, signal }),
    enabled: id !== null,
    retry: false,
  })
}

export function useBalanceQuery() {
  return useQuery({
    queryKey: storeKeys.balance(),
    queryFn: ({ signal }) => callApi('GET /crystals/balance', { signal }),
  })
}

export function useCrystalHistoryQuery(page: number) {
  return useQuery({
    queryKey: storeKeys.history(page),
    queryFn: ({ signal }) => callApi('GET /crystals/history', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** A purchase changes the balance, the store's badges and the Available tab. */
export function usePurchaseMutation() {
  const queryClient = useQueryClient()
  return useKeyedMutation({
    mutationFn: (body: ModulePurchaseBody, idempotencyKey) =>
      callApi('POST /modules/purchase', { body, idempotencyKey }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['modules'] }),
      ]),
  })
}

/** The caller's sales (GET /store/sales): per module line, version and month. */
export function useSalesQuery() {
  return useQuery({
    queryKey: [...storeKeys.all, 'sales'],
    queryFn: ({ signal }) => callApi('GET /store/sales', { signal }),
  })
}
