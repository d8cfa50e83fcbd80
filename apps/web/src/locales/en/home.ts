import type { home as de } from '../de/home'
import type { Translations } from '../types'

export const home: Translations<typeof de> = {
  title: 'Welcome, {{firstname}}',
  intro:
    'Plan your teaching with competence grids: build learning modules, run them with classes and follow how your students are doing.',
  cards: {
    modules: 'Build learning modules, share them and run them with a class.',
    groups: 'Create classes, manage students and see their statistics.',
    subjects: 'Create the subjects you teach.',
  },
  open: 'Open {{area}}',
  guide: 'New here? The user guide explains every step.',
}
