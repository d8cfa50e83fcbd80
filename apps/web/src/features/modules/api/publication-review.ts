import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

export type QueueStatus = 'awaiting' | 'declined' | 'published'
/** The review lists' filters (issue 38), as the server reads them; empty ones are left out. */
export interface ReviewFilters {
  author?: string
  lernraster_subject_id?: number
  country_id?: number
  submitted_from?: string
  submitted_to?: string
}
const reviewKeys = {
  all: ['publications'] as const,
  list: (status: QueueStatus, filters: ReviewFilters) =>
    [...reviewKeys.all, 'list', status, filters] as const,
  detail: (id: number) => [...reviewKeys.all, 'detail', id] as const,
}

/** The provider's queue (GET /publications?status&filters). */
export function usePublicationsQuery(status: QueueStatus, filters: ReviewFilters = {}) {
  return useQuery({
    queryKey: reviewKeys.list(status, filters),
    queryFn: ({ signal }) => callApi('GET /publications', { query: { status, ...filters }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function usePublicationQuery(id: number | null) {
  return useQuery({
    queryKey: reviewKeys.detail(id ?? 0),
    queryFn: ({ signal }) => callApi('GET /publications/byId', { query: { id: id! }, signal }),
    enabled: id !== null,
  })
}

/** Confirm or decline; either way the queue and the detail reload (decided is decided). */
export function useReviewMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: (decision: { id: number; reason?: string }) =>
      decision.reason === undefined
        ? callApi('POST /publications/confirm', { body: { id: decision.id } })
        : callApi('POST /publications/decline', { body: { id: decision.id, reason: decision.reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  })
}
