/** The German pack: the product's source texts. Its shape types every key (see lib/i18n.ts). */
import { account } from './account'
import { classes } from './classes'
import { deCore } from './core'
import { home } from './home'
import { moduleActive } from './module-active'
import { moduleDialogs } from './module-dialogs'
import { moduleEditor } from './module-editor'
import { moduleFeeds } from './module-feeds'
import { moduleList } from './module-list'
import { modulePublish } from './module-publish'
import { moduleSharing } from './module-sharing'
import { progressShared } from './progress-shared'
import { progressStats } from './progress-stats'
import { progressStudents } from './progress-students'
import { review } from './review'
import { store } from './store'
import { subjects } from './subjects'
import { tour } from './tour'

export const de = {
  ...deCore,
  home,
  account,
  tour,
  subjects,
  classes,
  moduleList,
  moduleEditor,
  moduleDialogs,
  moduleActive,
  moduleSharing,
  moduleFeeds,
  progressShared,
  progressStats,
  progressStudents,
  store,
  modulePublish,
  review,
} as const
