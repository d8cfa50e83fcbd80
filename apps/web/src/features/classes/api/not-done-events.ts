import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import type { StudentInClass } from './student-evaluations'

export type StudentInSubject = StudentInClass & { subjectId: number }

/** The homework and exams of a subject that the student has not done. */
export function getNotDoneEvents({ userId, groupId, subjectId }: StudentInSubject, signal?: AbortSignal) {
  return callApi('GET /events/notDoneEvents', {
    query: { userId, groupId, subjectId },
    signal,
  })
}

export function notDoneEventsQuery(student: StudentInSubject) {
  return queryOptions({
    queryKey: ['events', 'notDone', student.groupId, student.userId, student.subjectId],
    queryFn: ({ signal }) => getNotDoneEvents(student, signal),
  })
}

/** Used by the subject's detail, so it is fetched only once the detail is opened. */
export function useNotDoneEventsQuery(student: StudentInSubject) {
  return useQuery(notDoneEventsQuery(student))
}
