import type { shell as de } from '../de/shell'
import type { Translations } from '../types'

export const shell: Translations<typeof de> = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main navigation',
  nav: {
    modules: 'Modules',
    groups: 'Classes',
    subjects: 'Subjects',
    planning: 'Planning',
    register: 'Sign up',
    login: 'Login',
    userGuide: 'User guide',
  },
  account: {
    menuLabel: 'Account of {{name}}',
    settings: 'Settings',
    help: 'Help',
    crystals: 'Crystals',
    sales: 'Sales',
    trash: 'Bin',
    review: 'Review publications',
    logout: 'Logout',
  },
  appSwitcher: {
    label: 'Switch apps',
    backoffice: 'Backoffice',
    store: 'Module store',
    student: 'Student app',
    teacher: 'Teacher app',
    website: 'Website',
  },
  footer: {
    terms: 'Terms',
    imprint: 'Imprint',
    privacy: 'Privacy',
    copyright: '© {{year}} Lernraster',
    language: 'Language',
  },
  backToTop: 'Back to top',
  offline: 'You are currently offline and the website cannot be displayed correctly.',
  demo: 'You are in the demo environment. All data is reset every night.',
  languages: { de: 'Deutsch', en: 'English' },
}
