import { usePurchasedModulesQuery, useSharedModulesQuery } from '../../api/available'
import { mergeAvailable } from '../../model/available-modules'

/** The shared and the bought modules as one list; failed when either call failed. */
export function useAvailableModules() {
  const shared = useSharedModulesQuery()
  const purchased = usePurchasedModulesQuery()
  return {
    isPending: shared.isPending || purchased.isPending,
    isError: shared.isError || purchased.isError,
    isFetching: shared.isFetching || purchased.isFetching,
    modules: shared.data && purchased.data ? mergeAvailable(shared.data, purchased.data) : [],
    retry: () => {
      if (shared.isError) void shared.refetch()
      if (purchased.isError) void purchased.refetch()
    },
  }
}
