import type { progressStudents as de } from '../de/progress-students'
import type { Translations } from '../types'

export const progressStudents: Translations<typeof de> = {
  title: 'Student overview',
}
