import { defineConfig } from '@playwright/test'
import { baseURL, dataDir, port, webDistDir } from './support/environment'

/**
 * The journeys run against the real server (`npm start`'s script) on its own embedded database in
 * e2e/.data, wiped before each run, in Debian's Chromium (no browser download is possible here).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'de-CH',
    // The app honours reduced motion (the tour does not animate): axe then sees settled colours.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: webDistDir
      ? `rm -rf "${dataDir}" && ../node_modules/.bin/tsx ../apps/server/src/main.ts`
      : `rm -rf "${dataDir}" && node ../scripts/start.mjs`,
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DEMO_RESET_HOUR: '-1',
      LOG_LEVEL: 'warn',
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    },
  },
})
