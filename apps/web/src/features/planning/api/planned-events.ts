import type {
  ExamGradesBody,
  ExamResultRow,
  PlannedPage,
  PlannedState,
  PlannedStoreBody,
  PlannedType,
  PlannedUpdateBody,
  TopicChoice,
} from '@lernraster/shared'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

/** Everything planned lives under one key, so a change reloads both lists and the open grades. */
export const plannedQueryKey = ['planned'] as const

export function plannedPageQuery(type: PlannedType, state: PlannedState, page: number) {
  return queryOptions({
    queryKey: [...plannedQueryKey, 'page', type, state, page],
    queryFn: ({ signal }) =>
      apiRequest<PlannedPage>('GET', 'events/planned', { query: { type, state, page }, signal }),
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
    queryFn: ({ signal }) => apiRequest<TopicChoice[]>('GET', 'events/topicChoices', { signal }),
    enabled,
  })
}

export function useExamResultsQuery(id: number) {
  return useQuery({
    queryKey: [...plannedQueryKey, 'examResults', id],
    queryFn: ({ signal }) =>
      apiRequest<ExamResultRow[]>('GET', 'events/examResults', { query: { id }, signal }),
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
    mutationFn: (body: PlannedStoreBody) => apiRequest<{ id: number }>('POST', 'events/store', { body }),
    onSuccess: afterChange,
  })
}

export function useUpdatePlannedMutation() {
  const afterChange = useAfterChange()
  return useGuardedMutation({
    mutationFn: (body: PlannedUpdateBody) => apiRequest<void>('POST', 'events/update', { body }),
    onSuccess: afterChange,
  })
}

export function useRemovePlannedMutation() {
  const afterChange = useAfterChange()
  return useGuardedMutation({
    mutationFn: (id: number) => apiRequest<void>('POST', 'events/remove', { body: { id } }),
    // Gone already (another tab): the list drops its row either way.
    onSettled: afterChange,
  })
}

export function useSaveExamGradesMutation() {
  const afterChange = useAfterChange()
  return useGuardedMutation({
    mutationFn: (body: ExamGradesBody) => apiRequest<ExamResultRow[]>('POST', 'events/examGrades', { body }),
    onSuccess: afterChange,
  })
}
