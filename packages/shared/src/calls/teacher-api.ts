import { helpRequestCalls } from './help-requests'
import { liveCalls } from './live'
import { nextStepCalls } from './next-steps'
import { progressCalls } from './progress'
import { storeCalls } from './store'
import { storeLookupCalls } from './store-lookups'
import { subjectCalls } from './subjects'
import { teacherRatingCalls } from './teacher-ratings'

/** Every call of the teacher API (/api/teacher/v1), by key (decision 031). */
export const teacherApi = {
  ...subjectCalls,
  ...progressCalls,
  ...teacherRatingCalls,
  ...helpRequestCalls,
  ...nextStepCalls,
  ...storeLookupCalls,
  ...storeCalls,
  ...liveCalls,
}

export type TeacherApi = typeof teacherApi
export type TeacherCallKey = keyof TeacherApi
