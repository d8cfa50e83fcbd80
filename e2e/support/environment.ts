import path from 'node:path'

/** The server the journeys run against: its own port and its own embedded database, wiped per run. */
export const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://localhost:${port}`
// Overridable so that two people (or agents) can run journeys side by side on one machine.
export const dataDir = process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, '..', '.data')
/** A web build to serve instead of building apps/web/dist (set it when another build may run at once). */
export const webDistDir = process.env.E2E_WEB_DIST_DIR
export const repoRoot = path.join(import.meta.dirname, '..', '..')
export const apiBase = '/api/teacher/v1'
