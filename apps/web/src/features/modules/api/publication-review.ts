import { useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

export type QueueStatus = 'awaiting' | 'declined' | 'published'
const reviewKeys = {
  all: ['publications'] as const,
  list: (status: QueueStatus) => [...reviewKeys.all, 'list', status] as const,
  detail: (id: number) => [...reviewKeys.all, 'detail', id] as const,
}

/** The provider's queue (GET /publications?status). */
export function usePublicationsQuery(status: QueueStatus) {
  return useQuery({
    queryKey: reviewKeys.list(status),
    queryFn: ({ signal }) => callApi('GET /publications', { query: { status }, signal }),
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
