import type { removal as de } from '../de/removal'
import type { Translations } from '../types'

export const removal: Translations<typeof de> = {
  loading: 'Finding out what belongs to it …',
  loadError: 'Could not find out what belongs to it.',
  retry: 'Try again',
  irreversible: 'This cannot be undone.',
  restorable: 'You can restore it from the bin for {{days}} days.',
  wordLabel: 'Type «remove» or «löschen» to confirm',
  wordHint: 'The «{{confirm}}» button becomes available after that.',
} as const
