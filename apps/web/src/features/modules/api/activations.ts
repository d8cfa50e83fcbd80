import type { ModuleActivateBody } from '@lernraster/shared'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { isApiError } from '../../../lib/api-error'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { useKeyedMutation } from '../../../lib/use-keyed-mutation'
import { feedKeys } from './feeds'
import { moduleKeys } from './module-queries'

/**
 * The Active tab's lists sit under moduleKeys.lists(): deleting or duplicating a module (which reload
 * the lists) reloads them too, and deleting a module takes its activations with it.
 */
export const activationKeys = {
  list: (kind: 'active' | 'finished') => [...moduleKeys.lists(), kind] as const,
  impact: (id: number) => [...moduleKeys.all, 'active-impact', id] as const,
}

/** GET /modules/active and /modules/finished: the teacher's activations with class, subject and progress. */
export function listActivations(kind: 'active' | 'finished', signal?: AbortSignal) {
  return callApi(kind === 'active' ? 'GET /modules/active' : 'GET /modules/finished', { signal })
}

export const activationsQueryOptions = (kind: 'active' | 'finished') =>
  queryOptions({
    queryKey: activationKeys.list(kind),
    queryFn: ({ signal }) => listActivations(kind, signal),
  })

export function useActivationsQuery(kind: 'active' | 'finished') {
  return useQuery(activationsQueryOptions(kind))
}

/** What removing an activation takes with it; always fresh, a student may have rated meanwhile. */
export function useActiveRemovalImpactQuery(id: number) {
  return useQuery({
    queryKey: activationKeys.impact(id),
    queryFn: ({ signal }) =>
      callApi('GET /modules/activeRemovalImpact', { query: { module_id: id }, signal }),
    staleTime: 0,
  })
}

export const activateModule = (body: ModuleActivateBody, idempotencyKey?: string) =>
  callApi('POST /modules/activate', { body, idempotencyKey })
export const toggleFinished = (id: number) =>
  callApi('POST /modules/toggleFinished', { body: { module_id: id } })
export const removeActivation = (id: number) =>
  callApi('POST /modules/removeActive', { body: { module_id: id } })

/**
 * A new activation: the Active list gains it, the shared list's activation count may change, and its
 * grid can no longer be rearranged (the module's detail says so). The promise stays pending until the
 * Active list has it, so the tab's count is right when the dialog closes.
 */
export function useActivateMutation() {
  const queryClient = useQueryClient()
  return useKeyedMutation({
    mutationFn: activateModule,
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activationKeys.list('active'), exact: true }),
        queryClient.invalidateQueries({ queryKey: [...moduleKeys.lists(), 'shared'], exact: true }),
        // A bought module's tile counts its classes too.
        queryClient.invalidateQueries({ queryKey: [...moduleKeys.lists(), 'purchased'], exact: true }),
        queryClient.invalidateQueries({ queryKey: moduleKeys.detail(body.id) }),
      ]),
  })
}

/** Both lists change on a flip (one loses it, the other gains it); a 404 means it is gone: reload them. */
function useActivationListsRefresh() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      (['active', 'finished'] as const).map((kind) =>
        queryClient.invalidateQueries({ queryKey: activationKeys.list(kind), exact: true }),
      ),
    )
}

/**
 * 'Als abgeschlossen markieren' and 'Wieder aktivieren' (docs/product/runs.md "Finishing and reactivating").
 */
export function useToggleFinishedMutation() {
  const refreshLists = useActivationListsRefresh()
  return useGuardedMutation({
    mutationFn: toggleFinished,
    onSuccess: refreshLists,
    onError: (error) => {
      if (isApiError(error, 'notFound')) void refreshLists()
    },
  })
}

/**
 * Removing an activation moves it to the trash with the ratings given in it: the lists, the student
 * activity feed and the removal figures of its module (ratings, classes) change.
 */
export function useRemoveActivationMutation(activation: { id: number; module_id: number }) {
  const queryClient = useQueryClient()
  const refreshLists = useActivationListsRefresh()
  const refresh = () =>
    Promise.all([
      refreshLists(),
      queryClient.invalidateQueries({ queryKey: [...moduleKeys.lists(), 'shared'], exact: true }),
      queryClient.invalidateQueries({ queryKey: moduleKeys.detail(activation.module_id) }),
      queryClient.invalidateQueries({ queryKey: moduleKeys.impact(activation.module_id) }),
      queryClient.invalidateQueries({ queryKey: feedKeys.feed('activity') }),
      queryClient.removeQueries({ queryKey: activationKeys.impact(activation.id) }),
    ])
  return useGuardedMutation({
    mutationFn: () => removeActivation(activation.id),
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error, 'notFound')) void refresh()
    },
  })
}
