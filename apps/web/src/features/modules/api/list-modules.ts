import type { OwnModuleSummary } from '@lernraster/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { moduleKeys } from './module-queries'

/** The teacher's own modules, every status (GET /modules). */
export function listOwnModules(signal?: AbortSignal) {
  return apiRequest<OwnModuleSummary[]>('GET', 'modules', { signal })
}

export const ownModulesQueryOptions = () =>
  queryOptions({ queryKey: moduleKeys.list('own'), queryFn: ({ signal }) => listOwnModules(signal) })

export function useOwnModulesQuery() {
  return useQuery(ownModulesQueryOptions())
}
