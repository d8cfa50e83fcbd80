import { defineConfig } from '@playwright/test'
import { chromiumArgs, journeyChromiumPath } from './support/chromium'
import { workerCount } from './support/environment'

/**
 * The journeys run against the real server in Debian's Chromium (no browser download is possible
 * here). Global setup seeds one template database per run; each worker then starts its own server on
 * its own port and its own copy of that database (support/fixtures.ts), so journeys run side by side
 * (E2E_WORKERS, default 2) and any journey may land on any worker.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: workerCount(),
  // One retry, reported as "flaky" in the list and counted apart: on slow days (2026-11-27, unchanged
  // journeys 2.5x slower) two timing-bound journeys failed once each under CPU starvation and passed
  // alone. A journey that fails twice still fails the run; each flaky one is named in the log.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // baseURL is each worker's own server (support/fixtures.ts).
    locale: 'de-CH',
    // The app honours reduced motion (the tour does not animate): axe then sees settled colours.
    reducedMotion: 'reduce',
    // A trace (DOM snapshots, network, console) of a journey's second try only: recording one for
    // every journey cost a fifth of the journeys' time (decision 033), and a journey that fails
    // twice leaves its retry's trace, a flaky one is named as flaky in the list.
    trace: { mode: 'on-first-retry', screenshots: false },
    launchOptions: { executablePath: journeyChromiumPath, args: chromiumArgs },
  },
})
