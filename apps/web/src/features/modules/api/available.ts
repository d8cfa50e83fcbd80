import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { moduleKeys } from './module-queries'

/** Under moduleKeys.lists(): a duplicate, an activation or a removal reloads these with the other lists. */
export const availableKeys = {
  shared: [...moduleKeys.lists(), 'shared'] as const,
  purchased: [...moduleKeys.lists(), 'purchased'] as const,
}

/** Modules colleagues share with the teacher (GET /modules/shared). */
export function listSharedModules(signal?: AbortSignal) {
  return callApi('GET /modules/shared', { signal })
}

/** Modules the teacher bought in the store (GET /modules/purchased). */
export function listPurchasedModules(signal?: AbortSignal) {
  return callApi('GET /modules/purchased', { signal })
}

export const sharedModulesQueryOptions = () =>
  queryOptions({ queryKey: availableKeys.shared, queryFn: ({ signal }) => listSharedModules(signal) })
export const purchasedModulesQueryOptions = () =>
  queryOptions({ queryKey: availableKeys.purchased, queryFn: ({ signal }) => listPurchasedModules(signal) })

export function useSharedModulesQuery() {
  return useQuery(sharedModulesQueryOptions())
}
export function usePurchasedModulesQuery() {
  return useQuery(purchasedModulesQueryOptions())
}
