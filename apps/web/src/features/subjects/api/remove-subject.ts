import type { MessageResponse, SubjectRemoveBody } from '@lernraster/shared'
import { apiRequest } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { useSubjectsRefresh } from './list-subjects'

export function removeSubject(body: SubjectRemoveBody) {
  return apiRequest<MessageResponse>('POST', 'subjects/remove', { body })
}

export function useRemoveSubjectMutation() {
  return useGuardedMutation({ mutationFn: removeSubject, ...useSubjectsRefresh() })
}
