import type { progressStats as de } from '../de/progress-stats'
import type { Translations } from '../types'

export const progressStats: Translations<typeof de> = {
  title: 'Statistics',
}
