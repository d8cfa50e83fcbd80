import { useMutation } from '@tanstack/react-query'
import { updateTour } from '../../../lib/update-tour'

/** The caller reloads the user (or the page): what follows the change depends on where the teacher is. */
export function useUpdateTourMutation() {
  return useMutation({ mutationFn: updateTour })
}
