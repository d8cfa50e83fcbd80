import type { Subject, SubjectUpdateBody } from '@lernraster/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { useSubjectsRefresh } from './list-subjects'

export function updateSubject(body: SubjectUpdateBody) {
  return apiRequest<Subject>('POST', 'subjects/update', { body })
}

export function useUpdateSubjectMutation() {
  return useMutation({ mutationFn: updateSubject, ...useSubjectsRefresh() })
}
