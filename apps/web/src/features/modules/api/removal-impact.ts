import type { RemovalScope } from '@lernraster/shared'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { moduleKeys } from './module-queries'

/** Which part of which module would go: the block or topic by `target_id` for those scopes. */
export interface RemovalRequest {
  id: number
  scope: RemovalScope
  target_id?: number
}

/** What a removal would take with it (topics, questions, ratings, classes), for the detailed confirmation. */
export function getRemovalImpact(query: RemovalRequest, signal?: AbortSignal) {
  return callApi('GET /modules/removalImpact', { query: { ...query }, signal })
}

/** Loaded while a confirmation is open; always fresh, since another class may have rated meanwhile. */
export function useRemovalImpactQuery(query: RemovalRequest | null) {
  return useQuery({
    queryKey: [...moduleKeys.impact(query?.id ?? 0), query?.scope, query?.target_id],
    queryFn: ({ signal }) => getRemovalImpact(query!, signal),
    enabled: query !== null,
    staleTime: 0,
  })
}
