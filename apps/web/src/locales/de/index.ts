/** The German pack: the product's source texts. Its shape types every key (see lib/i18n.ts). */
import { account } from './account'
import { authPages } from './auth-pages'
import { checkEditor } from './check-editor'
import { checkStatistics } from './check-statistics'
import { classRoster } from './class-roster'
import { classes } from './classes'
import { deCore } from './core'
import { feedback } from './feedback'
import { home } from './home'
import { lateMessages } from './messages'
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
import { studentSupport } from './student-support'
import { subjects } from './subjects'
import { tour } from './tour'
import { trash } from './trash'

export const de = {
  ...deCore,
  messages: { ...deCore.messages, ...lateMessages },
  auth: { ...deCore.auth, ...authPages },
  feedback,
  home,
  account,
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
} as const
