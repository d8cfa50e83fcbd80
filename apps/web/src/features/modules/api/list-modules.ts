import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { moduleKeys } from './module-queries'

/** The teacher's own modules, every status (GET /modules). */
export function listOwnModules(signal?: AbortSignal) {
  return callApi('GET /modules', { signal })
}

export const ownModulesQueryOptions = () =>
  queryOptions({ queryKey: moduleKeys.list('own'), queryFn: ({ signal }) => listOwnModules(signal) })

export function useOwnModulesQuery() {
  return useQuery(ownModulesQueryOptions())
}
