import path from 'node:path'

export const repoRoot = path.join(import.meta.dirname, '..', '..')
export const apiBase = '/api/teacher/v1'

/**
 * How many servers (and browsers) run journeys side by side; each worker has its own. Two on a
 * 2-core machine: a third measured under 5 % faster there, within the noise, for another ~450 MB.
 */
export function workerCount(): number {
  const value = process.env.E2E_WORKERS ?? '2'
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`E2E_WORKERS=${value}: must be a whole number >= 1`)
  return count
}

/** A web build to serve instead of apps/web/dist (set it when another build may run at once). */
export const webDistDir = process.env.E2E_WEB_DIST_DIR
/** Where global setup makes this run's folder (`lernraster-e2e-*`): the system's temp folder unless set. */
export const dataRoot = process.env.E2E_DATA_DIR
/** This run's folder: the seeded template, the web build served and one folder per worker. */
export const runDirVariable = 'LERNRASTER_E2E_RUN_DIR'

export function runDir(): string {
  const dir = process.env[runDirVariable]
  if (!dir)
    throw new Error(
      `${runDirVariable} is unset: the journeys run through playwright.config.ts's global setup`,
    )
  return dir
}

export const templateDir = (run: string) => path.join(run, 'template')
/** The build the servers serve: E2E_WEB_DIST_DIR, or the run's copy of apps/web/dist. */
export const servedWebDir = (run: string) => webDistDir ?? path.join(run, 'web')
