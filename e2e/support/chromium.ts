import { existsSync } from 'node:fs'

/**
 * Debian's Chromium and the flags every headless run here uses (docs/stack.md "Browser tests"). The
 * benchmark's page figures and Lighthouse (apps/server/bench/reach) measure the full browser, the one
 * people use.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const headlessShell = '/usr/bin/chromium-headless-shell'

/**
 * What the journeys run in (playwright.config.ts): Debian's chromium-headless-shell, the same engine
 * without the browser's own interface - what Playwright itself runs headless. The full browser in its
 * headless mode still renders its tab strip and toolbar, which cost the journeys a third of their time
 * (decision 033). The full browser where the shell is not installed; CHROMIUM_PATH decides when set.
 */
export const journeyChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium')

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
