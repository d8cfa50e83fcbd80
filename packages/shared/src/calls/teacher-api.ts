import { accountCalls } from './account'
import { appConfigCalls } from './app-config'
import { authCalls } from './auth'
import { classImportCalls } from './class-import'
import { feedbackCalls } from './feedback'
import { groupCalls } from './groups'
import { homeCalls } from './home'
import { planningCalls } from './planning'
import { statisticsCalls } from './statistics'
import { subjectCalls } from './subjects'
import { userCalls } from './users'

/** Every call of the teacher API (/api/teacher/v1), by key (decision 031). */
export const teacherApi = {
  ...appConfigCalls,
  ...authCalls,
  ...userCalls,
  ...accountCalls,
  ...feedbackCalls,
  ...subjectCalls,
  ...groupCalls,
  ...classImportCalls,
  ...statisticsCalls,
  ...planningCalls,
  ...homeCalls,
}

export type TeacherApi = typeof teacherApi
export type TeacherCallKey = keyof TeacherApi
