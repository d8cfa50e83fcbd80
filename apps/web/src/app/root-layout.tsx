import { Box } from '@mantine/core'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { ErrorBoundary } from '../components/error-boundary'
import { PageLoader } from '../components/page-loader'
import { lazyComponent } from '../lib/lazy-component'
import { useSession } from '../lib/session'
import { RouteErrorPage } from './route-error-page'
import { BackToTop } from './shell/back-to-top'
import { DemoBanner } from './shell/demo-banner'
import { Footer } from './shell/footer'
import { Header } from './shell/header'
import { OfflineBanner } from './shell/offline-banner'
import { useRouteGuard } from './use-route-guard'
import { useUnauthorizedRedirect } from './use-unauthorized-redirect'

// Feedback button, tour and live updates: loaded after login (the login screen's size budget).
const SignedInExtras = lazyComponent(
  () => import('./signed-in-extras'),
  (m) => m.SignedInExtras,
)

/** The shell around every page: header, banners, the page, footer and the floating buttons. */
export function RootLayout() {
  const { t } = useTranslation()
  const decision = useRouteGuard()
  const { pathname } = useLocation()
  const { haveAccess, user } = useSession()
  useUnauthorizedRedirect()

  return (
    <>
      <a href="#main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <Header />
      <OfflineBanner />
      {user?.is_demo && <DemoBanner />}
      <Box component="main" id="main" tabIndex={-1} className="page-main">
        {decision.kind === 'render' ? (
          // Keyed by path: leaving a crashed page gives the next one a fresh start.
          <ErrorBoundary key={pathname} fallback={<RouteErrorPage />}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <PageLoader />
        )}
      </Box>
      <Footer />
      <BackToTop />
      {haveAccess && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <SignedInExtras />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  )
}
