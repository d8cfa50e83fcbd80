#!/usr/bin/env node
// `npm test`: every check, in the order a reviewer would read them. Each step runs even when an
// earlier one failed, so one run shows everything. The summary gives each step's time and the
// total; the last line counts the tests for CI.
import { spawn, spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresRunFilters } from '../apps/server/test/postgres-run.mjs'
import { findChromium, findHeadlessShell } from './chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/**
 * Scratch data - the embedded databases of the servers the tests start, the journeys' data, the
 * reports - on the machine's RAM disk where it has one and TMPDIR is not set: on a slow disk a run of
 * every suite side by side waits on fsync longer than it computes (measured: 20 min at 108 % CPU).
 */
function ramDisk() {
  try {
    accessSync('/dev/shm', constants.W_OK)
    return '/dev/shm'
  } catch {
    return undefined
  }
}
if (!process.env.TMPDIR && ramDisk()) process.env.TMPDIR = ramDisk()

const reports = mkdtempSync(path.join(tmpdir(), 'lernraster-test-reports-'))
const failures = []
const counts = { passed: 0, failed: 0, skipped: 0 }
/** Each step as it ran: its title, its time in milliseconds (undefined when skipped), its outcome. */
const steps = []
const startedAt = performance.now()

function run(title, command, args, options = {}) {
  console.log(`\n━━ ${title}`)
  const started = performance.now()
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  })
  const ok = result.status === 0
  steps.push({ title, ms: performance.now() - started, outcome: ok ? '' : 'failed' })
  if (!ok) failures.push(title)
  return ok
}

function skip(title, reason) {
  console.log(`\n━━ ${title}: skipped, ${reason}`)
  steps.push({ title, ms: undefined, outcome: `skipped: ${reason}` })
}

function duration(ms) {
  const seconds = ms / 1000
  if (seconds < 60) return `${seconds.toFixed(1)} s`
  return `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
}

function printTimes() {
  console.log('\nTime per step:')
  for (const { title, ms, outcome } of steps) {
    const time = ms === undefined ? '-' : duration(ms)
    console.log(`  ${time.padStart(12)}  ${title}${outcome ? ` (${outcome})` : ''}`)
  }
  console.log(`  ${duration(performance.now() - startedAt).padStart(12)}  total`)
}

function countVitest(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  counts.passed += report.numPassedTests
  counts.failed += report.numFailedTests
  counts.skipped += report.numPendingTests + report.numTodoTests
}

const vitestArgs = (output) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${output}`,
]
const reportFile = (title) => path.join(reports, `${title.replace(/\W+/g, '-')}.json`)

/**
 * Starts a command in the background; its output is kept and printed whole by `finish`, so the log
 * reads as if the steps ran one after the other. Each keeps its own time.
 */
function startStep({ title, command, args, cwd = '.', env = {}, report, afterward }) {
  const started = performance.now()
  const child = spawn(command, args, {
    cwd: path.join(root, cwd),
    // Piped, vitest and tsc would drop their colours; a terminal keeps them.
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const chunks = []
  child.stdout.on('data', (chunk) => chunks.push(chunk))
  child.stderr.on('data', (chunk) => chunks.push(chunk))
  const ended = new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, ms: performance.now() - started })),
  )
  return { title, report, afterward, chunks, ended }
}

/**
 * Waits for a started step, prints its output and records its time and outcome. A step with a
 * `report` is a vitest run whose JSON report is counted; `afterward` counts any other report.
 */
async function finish({ title, report, afterward, chunks, ended }, together = 'side by side') {
  const { code, ms } = await ended
  console.log(`\n━━ ${title}`)
  process.stdout.write(Buffer.concat(chunks))
  steps.push({ title, ms, outcome: [together, code === 0 ? '' : 'failed'].filter(Boolean).join(', ') })
  if (code !== 0) failures.push(title)
  if (report) countVitest(report)
  afterward?.()
}

/** Runs commands side by side and prints each one's output whole, in the order given. */
async function sideBySide(commands) {
  const started = commands.map(startStep)
  for (const step of started) await finish(step, started.length > 1 ? 'side by side' : '')
}

/** A vitest suite as a step of `sideBySide`, its JSON report counted; `filters` narrow it to some files. */
function vitestStep({ title, workspace, env, filters = [] }) {
  const report = reportFile(title)
  return { title, command: 'npx', args: [...vitestArgs(report), ...filters], cwd: workspace, env, report }
}

/** Debian's pdftotext (poppler-utils): the PDF report's tests read its text back with it. */
const pdftotextPath = '/usr/bin/pdftotext'

/**
 * As root (CI, a fresh machine), what the checks need from Debian is installed first, in one step:
 * Chromium for the journeys (and its headless shell, which runs them a third faster, decision 033)
 * and poppler-utils for the PDF report's tests. Otherwise nothing is installed; the steps that need a
 * missing tool fail with the one command to run. Without the headless shell the journeys run in the
 * full browser.
 */
function installDebianTools() {
  const missing = [
    findChromium() ? undefined : 'chromium',
    existsSync(pdftotextPath) ? undefined : 'poppler-utils',
  ].filter(Boolean)
  const wanted = [...missing, findHeadlessShell() ? undefined : 'chromium-headless-shell'].filter(Boolean)
  if (wanted.length === 0 || process.getuid?.() !== 0) return missing
  const title = `install ${wanted.join(', ')} (Debian packages)`
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  const command = `apt-get update -qq && apt-get install -y -qq ${wanted.join(' ')} >/dev/null`
  run(title, 'sh', ['-c', command], { env })
  return missing.filter((name) => (name === 'chromium' ? !findChromium() : !existsSync(pdftotextPath)))
}

function stopWith(message) {
  const bar = '!'.repeat(81)
  console.error(`\n${bar}\n${message.map((line) => `!!  ${line}`).join('\n')}\n${bar}`)
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

// First what the checks need from Debian: the web app's PDF tests read their text with pdftotext.
const stillMissing = installDebianTools()
if (stillMissing.length > 0) {
  stopWith([
    `Missing Debian packages: ${stillMissing.join(', ')} (journeys need chromium, the PDF tests pdftotext).`,
    `Install them with:   sudo apt-get install -y ${stillMissing.join(' ')}`,
    '(or set CHROMIUM_PATH to a Chromium binary)',
  ])
  failures.push(`Debian packages missing: ${stillMissing.join(', ')}`)
}

// The quick checks side by side: the server's typecheck takes longest, the rest fit beside it.
await sideBySide([
  ...['packages/shared', 'apps/server', 'apps/web', 'e2e', 'tools/openapi-check'].map((workspace) => ({
    title: `typecheck ${workspace}`,
    command: 'npx',
    args: ['tsc', '--noEmit', '-p', workspace],
  })),
  { title: 'lint and format (biome)', command: 'npx', args: ['biome', 'check', '.'] },
  vitestStep({ title: 'unit tests: shared', workspace: 'packages/shared' }),
  vitestStep({ title: 'unit tests: web app', workspace: 'apps/web' }),
  vitestStep({ title: 'OpenAPI documents: Redocly and generated clients', workspace: 'tools/openapi-check' }),
])

// The API suites and the journeys, two at a time, so that each has about a core: the PGlite suite
// and the web build first (the API tests serve web files of their own, never dist/); the journeys
// once the build is done, beside the rest of the PGlite run; the PostgreSQL run once the PGlite run
// is done, beside the journeys' rest, whose browsers leave a fifth of the two cores idle (decisions
// 014, 033, 036). Never all three at once: beside both suites the run took no less time, and under
// that load a journey that counts its requests saw queries older than their 30 s fetched again.
const pgUrl = await postgresUrl()
const postgresSuite = pgUrl && {
  title: 'API tests on PostgreSQL (what the driver and the server decide)',
  workspace: 'apps/server',
  // The fuzz suite's second run sends only the kinds of breakage that reach the queries: it looks
  // for what only the other driver does differently, and the first run has tried every kind on
  // every route (decision 040).
  env: { TEST_DATABASE_URL: pgUrl },
  // Only the files where PostgreSQL can answer differently from PGlite (decision 033); all of them
  // with LERNRASTER_TEST_POSTGRES=all.
  filters: process.env.LERNRASTER_TEST_POSTGRES === 'all' ? [] : postgresRunFilters,
}
const embedded = startStep(
  vitestStep({ title: 'API tests on the embedded database (PGlite)', workspace: 'apps/server' }),
)
const build = startStep({
  title: 'build the web app',
  command: 'npm',
  args: ['run', 'build', '-w', 'apps/web'],
})
await finish(build)

run('bundle size of the web app (login route budget 150 KB gzip)', 'node', ['scripts/bundle-size.mjs'])
// The journeys run in the headless shell when it is there (decision 033), else in the full browser.
const chromium = process.env.CHROMIUM_PATH ?? findHeadlessShell() ?? findChromium()
let journeys
if (!chromium) {
  steps.push({ title: 'browser journeys (Playwright, Chromium)', ms: undefined, outcome: 'no Chromium' })
} else {
  const output = path.join(reports, 'playwright.json')
  // Its own results folder: Playwright empties e2e/test-results when a run starts, and a journey
  // run started by hand in this tree meanwhile would take this run's traces away mid-test.
  const results = path.join(reports, 'playwright-results')
  journeys = startStep({
    title: 'browser journeys (Playwright, Chromium)',
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json', `--output=${results}`],
    cwd: 'e2e',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output, CHROMIUM_PATH: chromium },
    afterward() {
      if (!existsSync(output)) return
      const { stats } = JSON.parse(readFileSync(output, 'utf8'))
      counts.passed += stats.expected + stats.flaky
      counts.failed += stats.unexpected
      counts.skipped += stats.skipped
    },
  })
}
await finish(embedded)
if (postgresSuite) await finish(startStep(vitestStep(postgresSuite)))
else skip('API tests on PostgreSQL', 'no server answers on 127.0.0.1:5432 (set TEST_DATABASE_URL)')
if (journeys) await finish(journeys)

printTimes()
console.log('')
if (failures.length > 0) console.log(`Failed steps:\n${failures.map((step) => `  - ${step}`).join('\n')}`)
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(failures.length > 0 ? 1 : 0)
