import type { SubjectRemoveBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { useSubjectsRefresh } from './list-subjects'

export function removeSubject(body: SubjectRemoveBody) {
  // It goes to the trash: the answer names the item, for Rückgängig.
  return callApi('POST /subjects/remove', { body })
}

export function useRemoveSubjectMutation() {
  return useGuardedMutation({ mutationFn: removeSubject, ...useSubjectsRefresh() })
}
