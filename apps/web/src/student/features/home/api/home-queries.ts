import type {
  SelfAssessmentBody,
  StudentClass,
  StudentExam,
  StudentHomework,
  StudentModule,
  StudentUserInfo,
} from '@lernraster/shared'
import { useQuery } from '@tanstack/react-query'
import { studentRequest } from '../../../lib/student-client'

/** The home page's lists; the live stream refreshes them by these keys (features/live). */
export const homeKeys = {
  me: ['me'],
  classes: ['classes'],
  modules: ['modules'],
  homework: ['homework'],
  exams: ['exams'],
} as const

export const useMe = (enabled = true) =>
  useQuery({
    queryKey: homeKeys.me,
    queryFn: () => studentRequest<StudentUserInfo>('GET', 'users/userinfo'),
    enabled,
  })

export const useClasses = () =>
  useQuery({ queryKey: homeKeys.classes, queryFn: () => studentRequest<StudentClass[]>('GET', 'groups') })

export const joinClass = (token: string) =>
  studentRequest<StudentClass[]>('POST', 'groups/join', { body: { token } })

export const useModules = () =>
  useQuery({ queryKey: homeKeys.modules, queryFn: () => studentRequest<StudentModule[]>('GET', 'modules') })

export const useHomework = () =>
  useQuery({
    queryKey: homeKeys.homework,
    queryFn: () => studentRequest<StudentHomework[]>('GET', 'homeworks'),
  })

export const useExams = () =>
  useQuery({ queryKey: homeKeys.exams, queryFn: () => studentRequest<StudentExam[]>('GET', 'exams') })

export const assessExam = (body: SelfAssessmentBody) =>
  studentRequest<StudentExam[]>('POST', 'exams/selfAssessment', { body })
