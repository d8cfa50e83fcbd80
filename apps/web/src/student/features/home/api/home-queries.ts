import type { SelfAssessmentBody } from '@lernraster/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { homeKeys } from '../../../lib/query-keys'
import { studentCall } from '../../../lib/student-client'

/** What the home page asks for; the first screen starts them before React renders (first-screen.ts). */
export const homeQueries = {
  me: queryOptions({
    queryKey: homeKeys.me,
    queryFn: () => studentCall('GET /users/userinfo'),
  }),
  classes: queryOptions({
    queryKey: homeKeys.classes,
    queryFn: () => studentCall('GET /groups'),
  }),
  invitations: queryOptions({
    queryKey: homeKeys.invitations,
    queryFn: () => studentCall('GET /invitations'),
  }),
  modules: queryOptions({
    queryKey: homeKeys.modules,
    queryFn: () => studentCall('GET /modules'),
  }),
  homework: queryOptions({
    queryKey: homeKeys.homework,
    queryFn: () => studentCall('GET /homeworks'),
  }),
  exams: queryOptions({
    queryKey: homeKeys.exams,
    queryFn: () => studentCall('GET /exams'),
  }),
}

export const useMe = (enabled = true) => useQuery({ ...homeQueries.me, enabled })

export const useClasses = () => useQuery(homeQueries.classes)

export const joinClass = (token: string) => studentCall('POST /groups/join', { body: { token } })

/** Leaving keeps the student's ratings (decision 042); the answer is the student's classes. */
export const leaveClass = (groupId: number) =>
  studentCall('POST /groups/leave', { body: { group_id: groupId } })

export const useInvitations = () => useQuery(homeQueries.invitations)

/** Accepting joins the class (the answer is the student's classes); declining drops the invitation. */
export const acceptInvitation = (groupId: number) =>
  studentCall('POST /invitations/accept', { body: { group_id: groupId } })
export const declineInvitation = (groupId: number) =>
  studentCall('POST /invitations/decline', { body: { group_id: groupId } })

export const useModules = () => useQuery(homeQueries.modules)

export const useHomework = () => useQuery(homeQueries.homework)

export const useExams = () => useQuery(homeQueries.exams)

export const assessExam = (body: SelfAssessmentBody) => studentCall('POST /exams/selfAssessment', { body })
