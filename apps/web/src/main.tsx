import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { StatusPage } from './status-page'

// The full teacher app (shell, routes, account screens) replaces this page in the next step.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StatusPage />
  </StrictMode>,
)
