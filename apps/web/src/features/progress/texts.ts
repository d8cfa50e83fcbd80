import { nextStepMessages, teacherRatingMessages } from '@lernraster/shared'
import { registerGermanTexts } from '../../lib/i18n'
import { registerServerMessages } from '../../lib/server-message'
import { progressCalibration } from '../../locales/de/progress-calibration'
import { progressChecks } from '../../locales/de/progress-checks'
import { progressRatings } from '../../locales/de/progress-ratings'
import { progressShared } from '../../locales/de/progress-shared'
import { progressStats } from '../../locales/de/progress-stats'
import { progressStudents } from '../../locales/de/progress-students'
import { studentSupport } from '../../locales/de/student-support'

// Imported by every progress screen: their German texts travel with their lazily loaded code.
registerGermanTexts({
  progressShared,
  progressStats,
  progressStudents,
  studentSupport,
  progressCalibration,
  progressRatings,
  progressChecks,
})
registerServerMessages({ teacherRatings: teacherRatingMessages, nextSteps: nextStepMessages })
