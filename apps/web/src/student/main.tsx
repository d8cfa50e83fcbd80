import '@mantine/core/styles.css'
import '../app/contrast.css'
import './phone-first.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { restoreFileCookie } from './lib/student-client'
import { StudentApp } from './student-app'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
restoreFileCookie()
createRoot(root).render(
  <StrictMode>
    <StudentApp />
  </StrictMode>,
)
