import type { de } from '../de'
import type { Translations } from '../types'

import { account } from './account'
import { auth } from './auth'
import { checkEditor } from './check-editor'
import { checkStatistics } from './check-statistics'
import { classRoster } from './class-roster'
import { classes } from './classes'
import { common } from './common'
import { feedback } from './feedback'
import { home } from './home'
import { messages } from './messages'
import { moduleActive } from './module-active'
import { moduleDialogs } from './module-dialogs'
import { moduleEditor } from './module-editor'
import { moduleFeeds } from './module-feeds'
import { moduleList } from './module-list'
import { moduleSharing } from './module-sharing'
import { moduleStore } from './module-store'
import { planning } from './planning'
import { progressCalibration } from './progress-calibration'
import { progressChecks } from './progress-checks'
import { progressRatings } from './progress-ratings'
import { progressShared } from './progress-shared'
import { progressStats } from './progress-stats'
import { progressStudents } from './progress-students'
import { provider } from './provider'
import { providerMenu } from './provider-menu'
import { publicationReview } from './publication-review'
import { publishing } from './publishing'
import { removal } from './removal'
import { schoolSignIn } from './school-sign-in'
import { shell } from './shell'
import { studentSupport } from './student-support'
import { subjects } from './subjects'
import { tour } from './tour'
import { trash } from './trash'

export const en: Translations<typeof de> = {
  common,
  shell,
  home,
  messages,
  auth,
  account,
  feedback,
  tour,
  subjects,
  classes,
  classRoster,
  moduleList,
  moduleEditor,
  moduleDialogs,
  moduleActive,
  moduleSharing,
  moduleFeeds,
  checkEditor,
  progressShared,
  progressStats,
  progressStudents,
  progressRatings,
  studentSupport,
  progressCalibration,
  checkStatistics,
  progressChecks,
  moduleStore,
  publishing,
  provider,
  providerMenu,
  publicationReview,
  planning,
  removal,
  trash,
  schoolSignIn,
}
