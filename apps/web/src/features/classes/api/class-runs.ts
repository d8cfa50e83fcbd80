import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { groupsQueryKey } from './list-groups'

/**
 * How many runs (activations, running or finished) a class has, for the removal's confirmation. The
 * same two lists the Active tab reads (GET /modules/active and /modules/finished); counted here, since
 * a feature does not reach into another's code. Always fresh: a run may have started meanwhile.
 */
export function useClassRunsQuery(groupId: number) {
  return useQuery({
    queryKey: [...groupsQueryKey, 'runs', groupId],
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        (['GET /modules/active', 'GET /modules/finished'] as const).map((key) => callApi(key, { signal })),
      )
      return lists.flat().filter((run) => run.group.id === groupId).length
    },
    staleTime: 0,
  })
}
