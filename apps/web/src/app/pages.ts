import { createElement } from 'react'
import { laterPart, lazyComponent } from '../lib/lazy-component'

/**
 * The school sign-in's button (decision 043), loaded after the login page: the login route has no
 * room for it. Named here, beside the page list, so its chunk shares the first page's preload list.
 */
const SchoolSignIn = laterPart(
  () => import('../features/accounts/components/school-sign-in'),
  (m) => m.SchoolSignIn,
)

/** Every page loads its code on first visit, so the login screen stays small. */
export const pages = {
  home: lazyComponent(
    () => import('../features/home/components/home-page'),
    (m) => m.HomePage,
  ),
  login: lazyComponent(
    () => import('../features/accounts/components/login-page'),
    (m) => () => createElement(m.LoginPage, { schoolSignIn: SchoolSignIn }),
  ),
  register: lazyComponent(
    () => import('../features/accounts/components/register-page'),
    (m) => m.RegisterPage,
  ),
  logout: lazyComponent(
    () => import('../features/accounts/components/logout-page'),
    (m) => m.LogoutPage,
  ),
  confirmEmail: lazyComponent(
    () => import('../features/accounts/components/confirm-email-page'),
    (m) => m.ConfirmEmailPage,
  ),
  confirmInfo: lazyComponent(
    () => import('../features/accounts/components/confirm-info-page'),
    (m) => m.ConfirmInfoPage,
  ),
  forgotPassword: lazyComponent(
    () => import('../features/accounts/components/forgot-password-page'),
    (m) => m.ForgotPasswordPage,
  ),
  resetPassword: lazyComponent(
    () => import('../features/accounts/components/reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  accountStatus: lazyComponent(
    () => import('../features/accounts/components/account-status-page'),
    (m) => m.AccountStatusPage,
  ),
  noAccess: lazyComponent(
    () => import('../features/accounts/components/no-access-page'),
    (m) => m.NoAccessPage,
  ),
  demo: lazyComponent(
    () => import('../features/accounts/components/demo-login-page'),
    (m) => m.DemoLoginPage,
  ),
  trash: lazyComponent(
    () => import('../features/trash/components/trash-page'),
    (m) => m.TrashPage,
  ),
  groups: lazyComponent(
    () => import('../features/classes/components/classes-page'),
    (m) => m.ClassesPage,
  ),
  archive: lazyComponent(
    () => import('../features/classes/components/archive-page'),
    (m) => m.ArchivePage,
  ),
  planning: lazyComponent(
    () => import('../features/planning/components/planning-page'),
    (m) => m.PlanningPage,
  ),
  account: lazyComponent(
    () => import('../features/account-settings/components/account-settings-page'),
    (m) => m.AccountSettingsPage,
  ),
  subjects: lazyComponent(
    () => import('../features/subjects/components/subjects-page'),
    (m) => m.SubjectsPage,
  ),
  modules: lazyComponent(
    () => import('../features/modules/components/overview/modules-page'),
    (m) => m.ModulesPage,
  ),
  moduleConfigurator: lazyComponent(
    () => import('../features/modules/components/editor/configurator-page'),
    (m) => m.ConfiguratorPage,
  ),
  moduleViewer: lazyComponent(
    () => import('../features/modules/components/viewer/viewer-page'),
    (m) => m.ViewerPage,
  ),
  // One entry for the three progress screens (progress-routes.tsx): the login route names one chunk.
  progress: lazyComponent(
    () => import('../features/progress/components/progress-routes'),
    (m) => m.ProgressRoutes,
  ),
  // One entry for the store's three screens (store-routes.tsx).
  store: lazyComponent(
    () => import('../features/module-store/components/store-routes'),
    (m) => m.StoreRoutes,
  ),
  // One entry for the provider's area: the review, Kristalle and Prüfprotokoll (review-routes.tsx).
  review: lazyComponent(
    () => import('../features/modules/components/publication-review/review-routes'),
    (m) => m.ReviewRoutes,
  ),
}
