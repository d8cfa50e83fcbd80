import type { Subject, SubjectUpdateBody } from '@lernraster/shared'
import { apiRequest } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { useSubjectsRefresh } from './list-subjects'

export function updateSubject(body: SubjectUpdateBody) {
  return apiRequest<Subject>('POST', 'subjects/update', { body })
}

export function useUpdateSubjectMutation() {
  return useGuardedMutation({ mutationFn: updateSubject, ...useSubjectsRefresh() })
}
