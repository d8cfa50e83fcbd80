import type { SubjectStoreBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { useSubjectsRefresh } from './list-subjects'

export function storeSubject(body: SubjectStoreBody) {
  return callApi('POST /subjects/store', { body })
}

export function useStoreSubjectMutation() {
  return useGuardedMutation({ mutationFn: storeSubject, ...useSubjectsRefresh() })
}
