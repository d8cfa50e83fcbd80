import { registerGermanTexts } from '../../lib/i18n'
import { progressCalibration } from '../../locales/de/progress-calibration'
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
})
