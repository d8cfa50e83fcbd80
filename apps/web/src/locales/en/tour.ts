import type { tour as de } from '../de/tour'
import type { Translations } from '../types'

export const tour: Translations<typeof de> = {
  next: 'Next',
  previous: 'Back',
  done: 'Done',
  close: 'End the tour',
  progress: 'Step {{current}} of {{total}}',
  cancelled:
    'You have cancelled the tour. It will not be shown to you again. If you would like to see it again, you can restart it under "Help".',
  help: {
    title: 'Start the tour',
    question: 'Would you like to start the tour now?',
    text: 'In a few steps on the start page, the tour shows you where to find what.',
  },
  steps: {
    areas: {
      title: 'Welcome to Lernraster',
      text: 'Your work falls into three areas: modules, classes and subjects. This short tour shows where to find them. Use the arrow keys to move on and Escape to end the tour.',
    },
    modules: {
      title: 'Modules',
      text: 'Build learning modules as competence grids, share them with colleagues and run them with a class.',
    },
    groups: {
      title: 'Classes',
      text: 'Create your classes. Your students join with the class code, and you see the statistics of each of them.',
    },
    subjects: {
      title: 'Subjects',
      text: 'Add the subjects you teach, each with a short code. When you run a module, you choose the class and the subject.',
    },
    guide: {
      title: 'User guide',
      text: 'The guide explains every step in detail – including what this tour only touches on.',
    },
    account: {
      title: 'Your account',
      text: 'Under “Settings” you change your e-mail address, password and name. “Help” starts this tour again at any time.',
    },
  },
}
