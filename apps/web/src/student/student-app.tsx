import { Loader, MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router'
import { theme } from '../app/theme'
import { AccountPage } from './features/account/components/account-page'
import { AuthPages } from './features/auth/components/auth-pages'
import { GoalsPage } from './features/goals/components/goals-page'
import { GridPage } from './features/grid/components/grid-page'
import { HomePage } from './features/home/components/home-page'
import { forgetCachedStudentData } from './features/installable/model/service-worker'
import { studentOutbox } from './features/outbox/api/student-outbox'
import { TopicPage } from './features/topic/components/topic-page'
import { LanguageProvider, useTexts } from './language'
import {
  clearStudentToken,
  readStudentToken,
  setStudentPasswordChangeListener,
  setStudentUnauthorizedListener,
} from './lib/student-client'
import { studentQueryClient as queryClient } from './query-client'
import { StudentShell } from './student-shell'

/**
 * A topic's check (issue 37) loads when opened: few students take one at any moment, and the answer
 * fields are not part of any other screen.
 */
const CheckPage = lazy(() =>
  import('./features/check/components/check-page').then((module) => ({ default: module.CheckPage })),
)

function LazyPageLoader() {
  return <Loader role="status" aria-label={useTexts().errors.loading} />
}

/** Pages that need a session send the student to the login when there is none. */
function RequireLogin({ children }: { children: React.ReactNode }) {
  return readStudentToken() ? children : <Navigate to="/login" replace />
}

/**
 * A 401 anywhere (session ended) clears the token and opens the login; a 403
 * `passwordChangeRequired` (start password, decision 038) opens the own-password screen.
 */
function UnauthorizedRedirect() {
  const navigate = useNavigate()
  useEffect(() => {
    setStudentUnauthorizedListener(() => {
      clearStudentToken()
      queryClient.clear()
      void forgetCachedStudentData()
      // The outbox keeps what waits for this student's next sign-in; no other student sees it.
      void studentOutbox.reload().catch(() => undefined)
      navigate('/login', { replace: true })
    })
    // A start-password session reloaded on any page: the own-password screen, not the page's error.
    setStudentPasswordChangeListener(() => navigate('/own-password', { replace: true }))
  }, [navigate])
  return null
}

export function StudentApp() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider>
          <BrowserRouter basename="/student">
            <UnauthorizedRedirect />
            <StudentShell>
              <Routes>
                <Route path="/login" element={<AuthPages page="login" />} />
                <Route path="/register" element={<AuthPages page="register" />} />
                <Route path="/forgot-password" element={<AuthPages page="forgot" />} />
                <Route path="/reset-password" element={<AuthPages page="reset" />} />
                <Route
                  path="/own-password"
                  element={
                    <RequireLogin>
                      <AuthPages page="own" />
                    </RequireLogin>
                  }
                />
                <Route
                  path="/"
                  element={
                    <RequireLogin>
                      <HomePage />
                    </RequireLogin>
                  }
                />
                <Route
                  path="/account"
                  element={
                    <RequireLogin>
                      <AccountPage />
                    </RequireLogin>
                  }
                />
                <Route
                  path="/goals"
                  element={
                    <RequireLogin>
                      <GoalsPage />
                    </RequireLogin>
                  }
                />
                <Route
                  path="/modules/:eventId"
                  element={
                    <RequireLogin>
                      <GridPage />
                    </RequireLogin>
                  }
                />
                {/* A module's topic: the address says it is one, so its help requests and teacher
                    grades are asked for with the topic, not after it (decision 035). */}
                <Route
                  path="/modules/:eventId/topics/:topicId"
                  element={
                    <RequireLogin>
                      <TopicPage />
                    </RequireLogin>
                  }
                />
                {/* A homework's or an exam's topic, and links from before the address above. */}
                <Route
                  path="/events/:eventId/topics/:topicId"
                  element={
                    <RequireLogin>
                      <TopicPage />
                    </RequireLogin>
                  }
                />
                {/* A topic's check (issue 37), under the topic's address in either form. */}
                {['/modules/:eventId/topics/:topicId/check', '/events/:eventId/topics/:topicId/check'].map(
                  (path) => (
                    <Route
                      key={path}
                      path={path}
                      element={
                        <RequireLogin>
                          <Suspense fallback={<LazyPageLoader />}>
                            <CheckPage />
                          </Suspense>
                        </RequireLogin>
                      }
                    />
                  ),
                )}
                <Route path="*" element={<Navigate to="/" replace />} />
              </Routes>
            </StudentShell>
          </BrowserRouter>
        </LanguageProvider>
      </QueryClientProvider>
    </MantineProvider>
  )
}
