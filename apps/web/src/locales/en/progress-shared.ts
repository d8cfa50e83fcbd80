import type { progressShared as de } from '../de/progress-shared'
import type { Translations } from '../types'

export const progressShared: Translations<typeof de> = {
  progress: 'Progress',
  average: 'Average',
  type: 'Type',
  goal: 'Goal: {{goal}}',
  side: {
    above: 'above goal',
    below: 'below goal',
    none: 'not rated yet',
  },
  tooFast: 'too fast',
  tooFastMeaning: 'rated too fast: under {{minutes}} minutes a question on average',
  back: 'Modules',
  missingIds:
    'This address names no module and no class. Open the statistics from an active module in the module overview.',
  notFound:
    'This module does not run in one of your classes, or it was removed. Open the statistics from an active module in the module overview.',
  loadError: 'The statistics could not be loaded. Check the connection and reload the page.',
  csvExport: 'Export CSV',
  archived: 'Archived in the school year {{year}} – view only.',
  backToArchive: 'Archive',
}
