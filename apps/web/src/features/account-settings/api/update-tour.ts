import { useMutation } from '@tanstack/react-query'
import { reloadUser } from '../../../lib/session'
import { updateTour } from '../../../lib/update-tour'

export function useUpdateTourMutation() {
  return useMutation({ mutationFn: updateTour, onSuccess: () => reloadUser() })
}
