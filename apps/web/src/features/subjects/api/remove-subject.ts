import type { MessageResponse, SubjectRemoveBody } from '@lernraster/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { useSubjectsRefresh } from './list-subjects'

export function removeSubject(body: SubjectRemoveBody) {
  return apiRequest<MessageResponse>('POST', 'subjects/remove', { body })
}

export function useRemoveSubjectMutation() {
  return useMutation({ mutationFn: removeSubject, ...useSubjectsRefresh() })
}
