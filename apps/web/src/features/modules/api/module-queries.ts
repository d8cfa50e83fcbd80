import { useQueryClient } from '@tanstack/react-query'
import { isApiError } from '../../../lib/api-error'

/** Query keys of the module area; one place, so a mutation invalidates exactly what it changed. */
export const moduleKeys = {
  all: ['modules'] as const,
  lists: () => [...moduleKeys.all, 'list'] as const,
  list: (kind: 'own') => [...moduleKeys.lists(), kind] as const,
  detail: (id: number) => [...moduleKeys.all, 'detail', id] as const,
  impact: (id: number) => [...moduleKeys.all, 'impact', id] as const,
  topicTypes: ['topic-types'] as const,
}

/**
 * What every change of a module's content shares: the module's grid, its removal figures and the
 * lists (counts on the cards) are reloaded. On success the promise stays pending until the grid shows
 * the change. A 404 means the module is gone (deleted in another tab): the lists drop it.
 */
export function useModuleRefresh(moduleId: number | undefined) {
  const queryClient = useQueryClient()
  const refresh = async () => {
    await Promise.all([
      moduleId === undefined
        ? undefined
        : queryClient.invalidateQueries({ queryKey: moduleKeys.detail(moduleId) }),
      moduleId === undefined
        ? undefined
        : queryClient.invalidateQueries({ queryKey: moduleKeys.impact(moduleId) }),
      queryClient.invalidateQueries({ queryKey: moduleKeys.lists() }),
    ])
  }
  return {
    onSuccess: refresh,
    onError: (error: unknown) => {
      if (isApiError(error, 'notFound')) void refresh()
    },
  }
}
