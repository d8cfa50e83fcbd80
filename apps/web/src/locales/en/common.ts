import type { common as de } from '../de/common'
import type { Translations } from '../types'

export const common: Translations<typeof de> = {
  appName: 'Lernraster',
  loading: 'Loading …',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  yes: 'Yes',
  no: 'No',
  change: 'Change',
  reload: 'Reload',
  toHome: 'Go to the start page',
  toLogin: 'Go to login',
  error: 'An error has occurred, please try again!',
  noChanges: 'No changes detected!',
  logoutFirst: 'You need to logout first',
  pleaseWait: 'Please wait...',
  offline:
    'No connection to the server: nothing was saved. Your input is still here; try again as soon as you are back online.',
  paging: {
    range: '{{from}}–{{to}} of {{total}}',
    page: 'Page {{page}}',
    previous: 'Previous page',
    next: 'Next page',
  },
  notFound: {
    title: 'Page not found',
    text: 'This address does not exist in Lernraster. The link may be out of date.',
  },
  routeError: {
    title: 'This page could not be loaded',
    text: 'Please check your internet connection and reload the page.',
  },
}
