import './mantine-styles.css'
import '../app/contrast.css'
import './phone-first.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
// Installable and opening offline (decision 029).
import { listenForInstallPrompt } from './features/installable/model/install-hint'
import { registerStudentServiceWorker } from './features/installable/model/service-worker'
import { restoreFileCookie } from './lib/student-client'
import { StudentApp } from './student-app'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
restoreFileCookie()
listenForInstallPrompt()
registerStudentServiceWorker()
createRoot(root).render(
  <StrictMode>
    <StudentApp />
  </StrictMode>,
)
