import { updateTour } from '../../../lib/update-tour'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** The caller reloads the user (or the page): what follows the change depends on where the teacher is. */
export function useUpdateTourMutation() {
  return useGuardedMutation({ mutationFn: updateTour })
}
