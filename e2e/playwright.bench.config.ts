import { defineConfig } from '@playwright/test'
import config from './playwright.config'

/**
 * The browser benchmarks (`npm run bench -w e2e`): figures printed, never a pass/fail on time. Same
 * servers and Chromium as the journeys, one worker so nothing else runs beside the measurement.
 */
export default defineConfig({
  ...config,
  testDir: './bench',
  testMatch: '*.bench.ts',
  workers: 1,
  timeout: 180_000,
})
