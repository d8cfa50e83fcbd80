import type { SubjectUpdateBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { useSubjectsRefresh } from './list-subjects'

export function updateSubject(body: SubjectUpdateBody) {
  return callApi('POST /subjects/update', { body })
}

export function useUpdateSubjectMutation() {
  return useGuardedMutation({ mutationFn: updateSubject, ...useSubjectsRefresh() })
}
