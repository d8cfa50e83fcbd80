import { accountCalls } from './account'
import { activationCalls } from './activations'
import { appConfigCalls } from './app-config'
import { authCalls } from './auth'
import { classImportCalls } from './class-import'
import { feedbackCalls } from './feedback'
import { feedCalls } from './feeds'
import { fileCalls, moduleCoverCalls } from './files'
import { gridCalls } from './grid'
import { groupCalls } from './groups'
import { homeCalls } from './home'
import { moduleCalls } from './modules'
import { planningCalls } from './planning'
import { sharingCalls } from './sharing'
import { statisticsCalls } from './statistics'
import { subjectCalls } from './subjects'
import { trashCalls } from './trash'
import { userCalls } from './users'

/** Every call of the teacher API (/api/teacher/v1), by key (decision 031). */
export const teacherApi = {
  ...appConfigCalls,
  ...authCalls,
  ...userCalls,
  ...accountCalls,
  ...feedbackCalls,
  ...subjectCalls,
  ...moduleCalls,
  ...gridCalls,
  ...fileCalls,
  ...moduleCoverCalls,
  ...activationCalls,
  ...sharingCalls,
  ...feedCalls,
  ...trashCalls,
  ...groupCalls,
  ...classImportCalls,
  ...statisticsCalls,
  ...planningCalls,
  ...homeCalls,
}

export type TeacherApi = typeof teacherApi
export type TeacherCallKey = keyof TeacherApi
