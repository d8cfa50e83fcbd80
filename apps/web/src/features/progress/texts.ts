import { registerGermanTexts } from '../../lib/i18n'
import { progressRatings } from '../../locales/de/progress-ratings'
import { progressShared } from '../../locales/de/progress-shared'
import { progressStats } from '../../locales/de/progress-stats'
import { progressStudents } from '../../locales/de/progress-students'

// Imported by every progress screen: their German texts travel with their lazily loaded code.
registerGermanTexts({ progressShared, progressStats, progressStudents, progressRatings })
