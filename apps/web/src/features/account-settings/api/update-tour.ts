import { reloadUser } from '../../../lib/session'
import { updateTour } from '../../../lib/update-tour'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

export function useUpdateTourMutation() {
  return useGuardedMutation({ mutationFn: updateTour, onSuccess: () => reloadUser() })
}
