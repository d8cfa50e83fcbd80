/** The app's routes (docs/product/accounts.md "Route guard", docs/product/modules.md "Screens"), named once. */
export const paths = {
  home: '/',
  modules: '/modules',
  moduleConfigurator: '/modules/configurator',
  moduleViewer: '/modules/viewer',
  /** A run's statistics and its students screen, with module_id and event_id. */
  progress: '/stats/progress',
  progressStudents: '/stats/progress-students',
  /** Issue 19: self-rating against the teacher's rating, with module_id and event_id. */
  progressCalibration: '/stats/progress-calibration',
  /** The punch card of an activation, with event_id and return_url. */
  bubbleChart: '/charts/BubbleChartEvent',
  /** The module store (STORE_APP_URL points here by default), a store module and the crystal history. */
  store: '/store',
  storeModule: '/store/modules/:id',
  crystals: '/store/crystals',
  /** An author's sales (issue 38). */
  storeSales: '/store/sales',
  /** The provider's review of publications (role 1). */
  review: '/review',
  /** Issue 38: the provider's areas (role 1), `crystals` (grants, ledger) and `audit` (the audit trail). */
  provider: '/provider/:area',
  /** The teacher's homework and exams (issue 15). */
  planning: '/planning',
  groups: '/groups',
  /** Issue 36 item 4: the archived classes by school year, to view. */
  archive: '/groups/archive',
  /** Issue 31: what the teacher removed, for 30 days. */
  trash: '/trash',
  subjects: '/subjects',
  login: '/auth/login',
  register: '/auth/register',
  logout: '/auth/logout',
  account: '/auth/account',
  forgotPassword: '/auth/forgotPassword',
  resetPassword: '/auth/resetPassword',
  confirmEmail: '/auth/confirmEmail',
  confirmInfo: '/auth/confirmInfo',
  accountStatus: '/account-status',
  noAccess: '/noaccess',
  demo: '/demo',
  newClass: '/exams/new',
} as const

/** The documents linked from the shell; an operator replaces any of them through DOCUMENTS_DIR (README, decision 008). */
export const documents = {
  userGuide: '/docs/benutzerhandbuch.html',
  terms: '/docs/agb.html',
  imprint: '/docs/impressum.html',
  privacy: '/docs/datenschutz.html',
} as const

/** Every path containing /auth/ is exempt from the route guard (docs/product/accounts.md "Route guard"). */
export function isAuthPath(pathname: string) {
  return pathname.includes('/auth/')
}
