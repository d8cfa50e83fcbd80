import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureServerBundle } from '../../scripts/server-bundle.mjs'
import { dataRoot, repoRoot, runDirVariable, servedWebDir, templateDir, webDistDir } from './environment'
import { startServer } from './servers'

const testsDir = path.join(import.meta.dirname, '..', 'tests')

/** A journey on Playwright's own `test` would have no server of its own: say so before anything runs. */
function checkJourneysUseTheWorkerServer() {
  const strays = readdirSync(testsDir).filter(
    (file) =>
      file.endsWith('.ts') &&
      /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(
        readFileSync(path.join(testsDir, file), 'utf8'),
      ),
  )
  if (strays.length > 0) {
    throw new Error(
      `Import test and expect from '../support/fixtures' (each worker's own server), not from '@playwright/test': ${strays.join(', ')}`,
    )
  }
}

/**
 * Once per run: the template database, made by the server's own first start (migrations and the
 * demo school), and a copy of the web build, so that a rebuild elsewhere in the tree cannot empty
 * it mid-run. Each worker then starts its own server on a copy of the template (support/fixtures.ts).
 */
export default async function globalSetup() {
  checkJourneysUseTheWorkerServer()
  // Every server of the run is the bundle `npm start` runs (support/servers.ts).
  if (!ensureServerBundle()) throw new Error('The server bundle did not build (scripts/build-server.mjs)')
  const root = dataRoot ? path.resolve(dataRoot) : tmpdir()
  mkdirSync(root, { recursive: true })
  const run = mkdtempSync(path.join(root, 'lernraster-e2e-'))
  process.env[runDirVariable] = run // the workers inherit it
  const removeRun = () => {
    if (process.env.E2E_KEEP_DATA !== '1') rmSync(run, { recursive: true, force: true })
  }
  try {
    const started = performance.now()
    // Without E2E_WEB_DIST_DIR, `npm start`'s script builds the web app first if it is stale.
    const template = await startServer({
      name: 'template',
      dataDir: templateDir(run),
      webDistDir,
      startScript: !webDistDir,
    })
    await template.stop()
    if (!webDistDir) cpSync(path.join(repoRoot, 'apps/web/dist'), servedWebDir(run), { recursive: true })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`Journeys' data in ${run}: template database seeded in ${seconds} s`)
  } catch (error) {
    removeRun()
    throw error
  }
  return removeRun
}
