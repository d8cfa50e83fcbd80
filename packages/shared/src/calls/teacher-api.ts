import { subjectCalls } from './subjects'

/** Every call of the teacher API (/api/teacher/v1), by key (decision 031). */
export const teacherApi = {
  ...subjectCalls,
}

export type TeacherApi = typeof teacherApi
export type TeacherCallKey = keyof TeacherApi
