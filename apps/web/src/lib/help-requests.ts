import type { HelpRequest } from '@lernraster/shared'
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { callApi } from './api-client'
import { useGuardedMutation } from './use-guarded-mutation'

/*
 * The students' help requests (issue 19) as the teacher sees them: the Active tab's feed (every
 * activation) and the progress screens (one activation) read them, so they live below both features.
 * The live kind 'help' refreshes everything under `helpRequestKeys.all` (app/live/live-keys.ts).
 */

export const helpRequestKeys = {
  all: ['helpRequests'] as const,
  /** Every activation's (undefined) or one activation's requests. */
  list: (eventId?: number) => [...helpRequestKeys.all, eventId ?? 'all'] as const,
}

export const helpRequestsQuery = (eventId?: number) =>
  queryOptions({
    queryKey: helpRequestKeys.list(eventId),
    queryFn: ({ signal }) => callApi('GET /helpRequests', { query: { event_id: eventId }, signal }),
  })

/** The open requests, oldest first: who asked first is helped first. */
export const openRequests = (requests: readonly HelpRequest[]) =>
  requests.filter((request) => request.handled_at === null).toSorted((a, b) => a.id - b.id)

/** 'Erledigt': the answer replaces the request in every loaded list, then the lists are fetched again. */
export function useHandleHelpRequest() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: (id: number) => callApi('POST /helpRequests/handle', { body: { id } }),
    onSuccess: async (handled) => {
      queryClient.setQueriesData<HelpRequest[]>({ queryKey: helpRequestKeys.all }, (requests) =>
        requests?.map((request) => (request.id === handled.id ? handled : request)),
      )
      await queryClient.invalidateQueries({ queryKey: helpRequestKeys.all })
    },
  })
}
