import './mantine-styles.css'
import '../app/contrast.css'
import './phone-first.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
// Installable and opening offline (decision 029).
import { listenForInstallPrompt } from './features/installable/model/install-hint'
import { registerStudentServiceWorker } from './features/installable/model/service-worker'
import { startFirstScreenQueries } from './first-screen'
import { restoreFileCookie } from './lib/student-client'
import { studentQueryClient } from './query-client'
import { StudentApp } from './student-app'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
restoreFileCookie()
listenForInstallPrompt()
registerStudentServiceWorker()
startFirstScreenQueries(studentQueryClient, window.location.pathname)
// The first render as a transition: React then yields to the browser every few milliseconds instead
// of holding the phone's main thread for the whole first screen (one long task of ~1 s on a slow
// phone, decision 029), so a tap or a scroll is answered while the page builds.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <StudentApp />
    </StrictMode>,
  )
})
