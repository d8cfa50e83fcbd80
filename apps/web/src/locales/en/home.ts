import type { home as de } from '../de/home'
import type { Translations } from '../types'

export const home: Translations<typeof de> = {
  title: 'Welcome, {{firstname}}',
  intro:
    'Plan your teaching with competence grids: build learning modules, run them with classes and follow how your students are doing.',
  loadError: 'The overview could not be loaded.',
  steps: {
    title: 'First steps',
    progress: '{{done}} of {{total}} done',
    done: 'done',
    open: 'open',
    subject: {
      title: 'Create a subject',
      text: 'Homework, exams and modules belong to a subject, for example Mathematics.',
      action: 'Create subject',
    },
    class: {
      title: 'Create a class',
      text: 'Every class gets a code that your students use to join it.',
      action: 'Create class',
    },
    students: {
      title: 'Invite students',
      text: 'Pass on the class code; whoever enters it appears in the class.',
      action: 'See the code',
    },
    module: {
      title: 'Build a first module',
      text: 'A module is a competence grid: columns are blocks, rows are levels, each cell a topic.',
      action: 'Open modules',
    },
  },
  attention: {
    title: 'What needs attention',
    none: 'All is well: nothing is open in your classes.',
    empty: 'Nobody has joined the class {{name}} yet. Code: {{code}}',
    behind_one: 'In {{name}}, {{count}} student has not done a homework of the last {{days}} days.',
    behind_other: 'In {{name}}, {{count}} students have not done homework of the last {{days}} days.',
    open: 'Go to classes',
  },
  areas: {
    title: 'Areas',
    modules: 'Build learning modules, share them and run them with a class.',
    groups: 'Create classes, manage students and see their statistics.',
    subjects: 'Create the subjects you teach.',
  },
  guide: 'New here? The user guide explains every step.',
}
