import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router'
import { theme } from '../app/theme'
import { clearStudentToken, readStudentToken, setStudentUnauthorizedListener } from './api/student-client'
import { forgetCachedStudentData } from './features/installable/model/service-worker'
import { LanguageProvider } from './language'
import { AuthPages } from './pages/auth-pages'
import { GoalsPage } from './pages/goals-page'
import { GridPage } from './pages/grid-page'
import { HomePage } from './pages/home-page'
import { TopicPage } from './pages/topic-page'
import { StudentShell } from './student-shell'

// offlineFirst: a query is tried even while the browser says offline, so the service worker can answer
// it with what was loaded last (decision 029); react-query's default would wait for the network.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, networkMode: 'offlineFirst' } },
})

/** Pages that need a session send the student to the login when there is none. */
function RequireLogin({ children }: { children: React.ReactNode }) {
  return readStudentToken() ? children : <Navigate to="/login" replace />
}

/** A 401 anywhere (session ended) clears the token and opens the login. */
function UnauthorizedRedirect() {
  const navigate = useNavigate()
  useEffect(() => {
    setStudentUnauthorizedListener(() => {
      clearStudentToken()
      queryClient.clear()
      void forgetCachedStudentData()
      navigate('/login', { replace: true })
    })
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
                  path="/"
                  element={
                    <RequireLogin>
                      <HomePage />
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
                <Route
                  path="/events/:eventId/topics/:topicId"
                  element={
                    <RequireLogin>
                      <TopicPage />
                    </RequireLogin>
                  }
                />
                <Route path="*" element={<Navigate to="/" replace />} />
              </Routes>
            </StudentShell>
          </BrowserRouter>
        </LanguageProvider>
      </QueryClientProvider>
    </MantineProvider>
  )
}
