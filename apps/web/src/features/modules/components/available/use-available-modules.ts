import { usePurchasedModulesQuery, useSharedModulesQuery } from '../../api/available'
import { mergeAvailable } from '../../model/available-modules'

/**
 * The shared and the bought modules as one list; failed when either call failed. The tab's label
 * counts this list (`count`), so it says the number of cards the tab shows (issue 31: it counted the
 * shared ones only); null until both lists have arrived.
 */
export function useAvailableModules() {
  const shared = useSharedModulesQuery()
  const purchased = usePurchasedModulesQuery()
  const merged = shared.data && purchased.data ? mergeAvailable(shared.data, purchased.data) : null
  return {
    isPending: shared.isPending || purchased.isPending,
    isError: shared.isError || purchased.isError,
    isFetching: shared.isFetching || purchased.isFetching,
    modules: merged ?? [],
    count: merged === null ? null : merged.length,
    retry: () => {
      if (shared.isError) void shared.refetch()
      if (purchased.isError) void purchased.refetch()
    },
  }
}
