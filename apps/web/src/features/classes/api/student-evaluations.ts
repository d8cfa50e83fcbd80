import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'

export type StudentInClass = { userId: number; groupId: number }

/** One row per subject: goal, averages and the homework and exam results of one student in one class. */
export function getStudentEvaluations({ userId, groupId }: StudentInClass, signal?: AbortSignal) {
  return callApi('GET /evaluations/getEvaluationsGroupedBySubjectsByUserId', {
    query: { user_id: userId, group_id: groupId },
    signal,
  })
}

export function studentEvaluationsQuery(student: StudentInClass) {
  return queryOptions({
    queryKey: ['evaluations', 'bySubject', student.groupId, student.userId],
    queryFn: ({ signal }) => getStudentEvaluations(student, signal),
  })
}

export function useStudentEvaluationsQuery(student: StudentInClass) {
  return useQuery(studentEvaluationsQuery(student))
}
