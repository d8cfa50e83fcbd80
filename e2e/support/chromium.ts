/**
 * Debian's Chromium and the flags every headless run here uses (docs/stack.md "Browser tests"): the journeys
 * (playwright.config.ts) and the benchmark's page figures (apps/server/bench/reach) launch it alike.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
