import path from 'node:path'

/** The server the journeys run against: its own port and its own embedded database, wiped per run. */
export const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://localhost:${port}`
export const dataDir = path.join(import.meta.dirname, '..', '.data')
export const repoRoot = path.join(import.meta.dirname, '..', '..')
export const apiBase = '/api/teacher/v1'
