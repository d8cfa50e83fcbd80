#!/usr/bin/env node
// `npm test`: every check, in the order a reviewer would read them. Each step runs even when an
// earlier one failed, so one run shows everything; the last line counts the tests for CI.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium } from './chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const reports = mkdtempSync(path.join(tmpdir(), 'lernraster-test-reports-'))
const failures = []
const counts = { passed: 0, failed: 0, skipped: 0 }

function run(title, command, args, options = {}) {
  console.log(`\n━━ ${title}`)
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  })
  if (result.status !== 0) failures.push(title)
  return result.status === 0
}

function countVitest(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  counts.passed += report.numPassedTests
  counts.failed += report.numFailedTests
  counts.skipped += report.numPendingTests + report.numTodoTests
}

function vitest(title, workspace, env = {}) {
  const output = path.join(reports, `${title.replace(/\W+/g, '-')}.json`)
  run(
    title,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    {
      cwd: path.join(root, workspace),
      env,
    },
  )
  countVitest(output)
}

async function postgresUrl() {
  if (process.env.LERNRASTER_TEST_POSTGRES === '0') return undefined
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('select 1')
    return url
  } catch {
    if (process.env.TEST_DATABASE_URL) failures.push(`PostgreSQL at TEST_DATABASE_URL does not answer`)
    return undefined
  } finally {
    await client.end().catch(() => {})
  }
}

for (const workspace of ['packages/shared', 'apps/server', 'apps/web', 'e2e']) {
  run(`typecheck ${workspace}`, 'npx', ['tsc', '--noEmit', '-p', workspace])
}
run('lint and format (biome)', 'npx', ['biome', 'check', '.'])

vitest('unit tests: shared', 'packages/shared')
vitest('unit tests: web app', 'apps/web')
vitest('API tests on the embedded database (PGlite)', 'apps/server')
const pgUrl = await postgresUrl()
if (pgUrl) vitest('API tests on PostgreSQL', 'apps/server', { TEST_DATABASE_URL: pgUrl })
else
  console.log(
    '\n━━ API tests on PostgreSQL: skipped, no server answers on 127.0.0.1:5432 (set TEST_DATABASE_URL)',
  )

run('build the web app', 'npm', ['run', 'build', '-w', 'apps/web'])
run('bundle size of the web app (login route budget 150 KB gzip)', 'node', ['scripts/bundle-size.mjs'])
const chromium = findChromium()
if (!chromium) {
  console.error(`
!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!
!!  No Chromium found: the browser journeys cannot run.
!!  Install it with:   sudo apt-get install -y chromium
!!  (or set CHROMIUM_PATH to a Chromium binary)
!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!`)
  failures.push('browser journeys (no Chromium)')
} else {
  const output = path.join(reports, 'playwright.json')
  run('browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output, CHROMIUM_PATH: chromium },
  })
  if (existsSync(output)) {
    const { stats } = JSON.parse(readFileSync(output, 'utf8'))
    counts.passed += stats.expected + stats.flaky
    counts.failed += stats.unexpected
    counts.skipped += stats.skipped
  }
}

console.log('')
if (failures.length > 0) console.log(`Failed steps:\n${failures.map((step) => `  - ${step}`).join('\n')}`)
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(failures.length > 0 ? 1 : 0)
