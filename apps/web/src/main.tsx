import '@mantine/core/styles.css'
import './app/contrast.css'
import './app/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { useClientState } from './lib/client-state'
import { setupI18n } from './lib/i18n'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// The chosen language's texts are in place before the first paint, so nothing flickers.
await setupI18n(useClientState.getState().language)
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
