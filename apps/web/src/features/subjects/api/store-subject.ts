import type { Subject, SubjectStoreBody } from '@lernraster/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { useSubjectsRefresh } from './list-subjects'

export function storeSubject(body: SubjectStoreBody) {
  return apiRequest<Subject>('POST', 'subjects/store', { body })
}

export function useStoreSubjectMutation() {
  return useMutation({ mutationFn: storeSubject, ...useSubjectsRefresh() })
}
