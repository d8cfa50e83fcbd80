import type {
  ExamGradesBody,
  PlannedState,
  PlannedStoreBody,
  PlannedType,
  PlannedUpdateBody,
} from '@lernraster/shared'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** Everything planned lives under one key, so a change reloads both lists and the open grades. */
export const plannedQueryKey = ['planned'] as const

export function plannedPageQuery(type: PlannedType, state: PlannedState, page: number) {
  return queryOptions({
    queryKey: [...plannedQueryKey, 'page', type, state, page],
    queryFn: ({ signal }) => callApi('GET /events/planned', { query: { type, state, page }, signal }),
    // Paging keeps the rows of the page before on screen until the next page is there (no jump).
    placeholderData: keepPreviousData,
  })
}

export function usePlannedPageQuery(type: PlannedType, state: PlannedState, page: number) {
  return useQuery(plannedPageQuery(type, state, page))
}

export function useTopicChoicesQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...plannedQueryKey, 'topicChoices'],
    queryFn: ({ signal }) => callApi('GET /events/topicChoices', { signal }),
    enabled,
  })
}

export function useExamResultsQuery(id: number) {
  return useQuery({
    queryKey: [...plannedQueryKey, 'examResults', id],
    queryFn: ({ signal }) => callApi('GET /events/examResults', { query: { id }, signal }),
  })
}

/**
 * After any change: the lists, and what the classes screen derives from homework and exams (the
 * statistics modal and its not-done lists). Pending until the lists are reloaded, so a dialog closes
 * onto a list that shows the change.
 */
function useAfterChange() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: plannedQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['events'] }),
      queryClient.invalidateQueries({ queryKey: ['evaluations'] }),
    ])
}

export function useStorePlannedMutation() {
  const afterChange = useAfterChange()
  return useGuardedMutation({
    mutationFn: (body: PlannedStoreBody) => callApi('POST /events/store', { body }),
    onSuccess: afterChange,
  })
}

export function useUpdatePlannedMutation() {
  const afterChange = useAfterChange()
  return useGuardedMutation({
    mutationFn: (body: PlannedUpdateBody) => callApi('POST /events/update', { body }),
    onSuccess: afterChange,
  })
}

export function useRemovePlannedMutation() {
  const afterChange = useAfterChange()
  return useGuardedMutation({
    mutationFn: (id: number) => callApi('POST /events/remove', { body: { id } }),
    // Gone already (another tab): the list drops its row either way.
    onSettled: afterChange,
  })
}

export function useSaveExamGradesMutation() {
  const afterChange = useAfterChange()
  return useGuardedMutation({
    mutationFn: (body: ExamGradesBody) => callApi('POST /events/examGrades', { body }),
    onSuccess: afterChange,
  })
}
