import '@mantine/core/styles.css'
import './app/contrast.css'
import './app/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadPage } from './app/app-routes'
import { useClientState } from './lib/client-state'
import { setupI18n } from './lib/i18n'

const pageWaitMs = 1000
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// The chosen language's texts and the page's code are in place before the first paint, so nothing
// flickers; a page whose code takes longer than a second shows the shell with a loader meanwhile.
// Not a top-level await: the page's chunk imports this one, and could not finish loading until
// this module had finished (the wait would always run into the second).
void Promise.all([
  setupI18n(useClientState.getState().language),
  Promise.race([preloadPage(window.location.pathname), delay(pageWaitMs)]),
]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
