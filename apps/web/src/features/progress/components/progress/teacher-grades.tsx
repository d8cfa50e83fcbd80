import { useQuery } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { teacherRatingsByEventQuery } from '../../api/teacher-ratings-by-event'
import { teacherGradesByStudent } from '../../model/teacher-ratings'
import type { TeacherGrades } from '../../model/topic-judgment'

const TeacherGradesContext = createContext<TeacherGrades>(new Map())

/**
 * The activation's teacher ratings, read once for every tile or card on screen (issue 19's gap
 * marks). Until they arrive, or if they cannot be read, the marks are left out: the grid still works.
 */
export function TeacherGradesProvider({ eventId, children }: { eventId: number; children: ReactNode }) {
  const ratings = useQuery(teacherRatingsByEventQuery(eventId))
  const grades = useMemo(() => teacherGradesByStudent(ratings.data?.ratings ?? []), [ratings.data])
  return <TeacherGradesContext.Provider value={grades}>{children}</TeacherGradesContext.Provider>
}

export const useTeacherGrades = () => useContext(TeacherGradesContext)
