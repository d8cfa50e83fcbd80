import { accountCalls } from './account'
import { activationCalls } from './activations'
import { appConfigCalls } from './app-config'
import { authCalls } from './auth'
import { checkResultCalls } from './check-results'
import { checkStatisticsCalls } from './check-statistics'
import { checkCalls } from './checks'
import { classImportCalls } from './class-import'
import { feedbackCalls } from './feedback'
import { feedCalls } from './feeds'
import { fileCalls, moduleCoverCalls } from './files'
import { gridCalls } from './grid'
import { groupCalls } from './groups'
import { helpRequestCalls } from './help-requests'
import { homeCalls } from './home'
import { liveCalls } from './live'
import { moduleCalls } from './modules'
import { nextStepCalls } from './next-steps'
import { planningCalls } from './planning'
import { progressCalls } from './progress'
import { rosterImportCalls } from './roster-import'
import { schoolSignInCalls } from './school-sign-in'
import { schoolYearCalls } from './school-year'
import { sharingCalls } from './sharing'
import { statisticsCalls } from './statistics'
import { storeCalls } from './store'
import { storeAuthorCalls } from './store-authors'
import { storeLookupCalls } from './store-lookups'
import { storeProviderCalls } from './store-provider'
import { studentAccountCalls } from './student-accounts'
import { studentAccountDataCalls } from './student-data'
import { subjectCalls } from './subjects'
import { teacherRatingCalls } from './teacher-ratings'
import { trashCalls } from './trash'
import { userCalls } from './users'

/** Every call of the teacher API (/api/teacher/v1), by key (decision 031). */
export const teacherApi = {
  ...appConfigCalls,
  ...authCalls,
  ...schoolSignInCalls,
  ...userCalls,
  ...accountCalls,
  ...feedbackCalls,
  ...subjectCalls,
  ...moduleCalls,
  ...gridCalls,
  ...checkCalls,
  ...checkStatisticsCalls,
  ...checkResultCalls,
  ...fileCalls,
  ...moduleCoverCalls,
  ...activationCalls,
  ...sharingCalls,
  ...feedCalls,
  ...trashCalls,
  ...groupCalls,
  ...schoolYearCalls,
  ...classImportCalls,
  ...studentAccountCalls,
  ...studentAccountDataCalls,
  ...rosterImportCalls,
  ...statisticsCalls,
  ...planningCalls,
  ...homeCalls,
  ...progressCalls,
  ...teacherRatingCalls,
  ...helpRequestCalls,
  ...nextStepCalls,
  ...storeLookupCalls,
  ...storeCalls,
  ...storeAuthorCalls,
  ...storeProviderCalls,
  ...liveCalls,
}

export type TeacherApi = typeof teacherApi
export type TeacherCallKey = keyof TeacherApi
