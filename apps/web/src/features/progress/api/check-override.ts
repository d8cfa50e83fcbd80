import type { CheckOverrideBody, CheckOverrideRemoveBody } from '@lernraster/shared'
import { useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { progressKeys } from './progress-api'

/** POST /checks/override: the run's teacher decides over a student's check, with a note (issue 37). */
export const overrideCheck = (body: CheckOverrideBody) => callApi('POST /checks/override', { body })

/** POST /checks/override/remove: the attempts decide again. */
export const removeCheckOverride = (body: CheckOverrideRemoveBody) =>
  callApi('POST /checks/override/remove', { body })

/**
 * Either decision changes the grid's marks, the topic's students, the calibration view and the
 * exports, all read under ['progress']: those are fetched again. The answer is the student's result
 * as it is now, for the dialog to show at once.
 */
export function useCheckOverride() {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: progressKeys.all })
  const save = useGuardedMutation({ mutationFn: overrideCheck, onSuccess: refresh })
  const remove = useGuardedMutation({ mutationFn: removeCheckOverride, onSuccess: refresh })
  return { save, remove }
}
