import { useQuery } from '@tanstack/react-query'
import { goalsKey } from '../../../lib/query-keys'
import { studentCall } from '../../../lib/student-client'

export const useGoals = () => useQuery({ queryKey: goalsKey, queryFn: () => studentCall('GET /goals') })

export const setGoal = (subjectId: number, goal: number) =>
  studentCall('POST /goals/update', { body: { subject_id: subjectId, goal } })
