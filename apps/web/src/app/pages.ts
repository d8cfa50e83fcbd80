import { lazyPage } from '../lib/lazy-page'

/** Every page loads its code on first visit, so the login screen stays small. */
export const pages = {
  home: lazyPage(
    () => import('../features/home/home-page'),
    (m) => m.HomePage,
  ),
  login: lazyPage(
    () => import('../features/accounts/components/login-page'),
    (m) => m.LoginPage,
  ),
  register: lazyPage(
    () => import('../features/accounts/components/register-page'),
    (m) => m.RegisterPage,
  ),
  logout: lazyPage(
    () => import('../features/accounts/components/logout-page'),
    (m) => m.LogoutPage,
  ),
  confirmEmail: lazyPage(
    () => import('../features/accounts/components/confirm-email-page'),
    (m) => m.ConfirmEmailPage,
  ),
  confirmInfo: lazyPage(
    () => import('../features/accounts/components/confirm-info-page'),
    (m) => m.ConfirmInfoPage,
  ),
  forgotPassword: lazyPage(
    () => import('../features/accounts/components/forgot-password-page'),
    (m) => m.ForgotPasswordPage,
  ),
  resetPassword: lazyPage(
    () => import('../features/accounts/components/reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  accountStatus: lazyPage(
    () => import('../features/accounts/components/account-status-page'),
    (m) => m.AccountStatusPage,
  ),
  noAccess: lazyPage(
    () => import('../features/accounts/components/no-access-page'),
    (m) => m.NoAccessPage,
  ),
  demo: lazyPage(
    () => import('../features/accounts/components/demo-login-page'),
    (m) => m.DemoLoginPage,
  ),
  groups: lazyPage(
    () => import('../features/classes/components/classes-page'),
    (m) => m.ClassesPage,
  ),
  account: lazyPage(
    () => import('../features/account-settings/components/account-settings-page'),
    (m) => m.AccountSettingsPage,
  ),
  subjects: lazyPage(
    () => import('../features/subjects/components/subjects-page'),
    (m) => m.SubjectsPage,
  ),
}
