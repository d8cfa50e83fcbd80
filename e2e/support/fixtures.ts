import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'
import { test as base } from '@playwright/test'
import { runDir, servedWebDir, templateDir } from './environment'
import { type RunningServer, startServer } from './servers'

export { expect } from '@playwright/test'

let current: RunningServer | undefined

/**
 * This worker's server. A worker is its own process, so support code that has no fixtures at hand
 * (the provider command) finds the server here.
 */
export function workerServer(): RunningServer {
  if (!current) throw new Error("No server in this worker: import test from '../support/fixtures'")
  return current
}

/**
 * Journeys import `test` from here: each Playwright worker starts its own server, on its own port
 * and on its own copy of the seeded template database (made once by global-setup.ts), and every
 * page and request of the worker's journeys goes to it (baseURL). A worker that a failed journey
 * ends takes its server and data with it; the next one starts from a fresh copy.
 */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const run = runDir()
      const dataDir = path.join(run, `worker-${workerInfo.workerIndex}`)
      cpSync(templateDir(run), dataDir, { recursive: true })
      const server = await startServer({
        name: `worker ${workerInfo.workerIndex}`,
        dataDir,
        webDistDir: servedWebDir(run),
      })
      current = server
      await use(server)
      current = undefined
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
})
