import type { StudentGoal } from '@lernraster/shared'
import { useQuery } from '@tanstack/react-query'
import { studentRequest } from '../../../lib/student-client'

export const goalsKey = ['goals'] as const

export const useGoals = () =>
  useQuery({ queryKey: goalsKey, queryFn: () => studentRequest<StudentGoal[]>('GET', 'goals') })

export const setGoal = (subjectId: number, goal: number) =>
  studentRequest<StudentGoal[]>('POST', 'goals/update', { body: { subject_id: subjectId, goal } })
