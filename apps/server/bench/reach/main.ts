/**
 * `npm run bench`: every figure of issue 18 next to its baseline, measured in the same run on the same
 * database, with the ratio and whether it is inside the issue's reach. Figures 1, 2, 4 and 7 on PGlite
 * (a folder, as `npm start` keeps it) and on PostgreSQL (a new database next to DATABASE_URL, else
 * BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; dropped at the end); 3, 5 and 6
 * on the embedded default. Not a test: a figure outside its reach fails nobody; the run exits non-zero
 * only when a measurement itself broke (Lighthouse failing is printed and passed over).
 *
 *   npm run bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *   BENCH_LOAD_SECONDS=10 BENCH_RUNS=30 npm run bench      (longer load rounds, more runs per call)
 *   BENCH_LOG_LEVEL=info npm run bench                      (the servers log every request, as by default)
 */
import { withBenchApp } from '../bench-app'
import { API, recordStatements } from './calls'
import { type Figure, notMeasured, printTable } from './figures'
import { lighthouseFigures } from './lighthouse'
import { loginPageFigures } from './login-page'
import { memoryFigures } from './memory'
import { moduleFigures, seedModules } from './module-calls'
import { buildServerBundle, ensureWebBuild } from './processes'
import { loadSeconds, type RecordedRequest, requestFigures } from './requests'
import { schoolFigures, seedSchool } from './school-calls'
import { startTimeFigures } from './start-time'
import { type BenchTarget, openPgliteTarget, openPostgresTarget, postgresUrl } from './targets'

// Production logs each request (info); under load that would also measure the pipe to this script.
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn'
const startedAt = performance.now()
const figures: Figure[] = []
const failures: string[] = []

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
/** One line for the table: the driver's own message where Drizzle wrapped it ("Failed query: ..."). */
const lineOf = (error: unknown) =>
  messageOf(error instanceof Error && error.cause instanceof Error ? error.cause : error)
    .split('\n')[0]!
    .slice(0, 100)

/** Runs one part; when it breaks, its figures are marked not measured and the run goes on. */
async function part(name: string, group: number, run: () => Promise<Figure[]>): Promise<void> {
  const start = performance.now()
  try {
    const measured = await run()
    figures.push(...measured)
    console.log(`  ${name}: ${seconds(start)}`)
  } catch (error) {
    failures.push(`${name}: ${lineOf(error)}`)
    console.error(`  ${name} broke: ${messageOf(error)}`, error instanceof Error ? error.cause : '')
    figures.push(notMeasured(group, name, lineOf(error)))
  }
}

/** Figures 1, 2, 7 and 4 on one database: seeded once, in-process first, then as real processes. */
async function onDatabase(target: BenchTarget): Promise<void> {
  const label = target.label
  let recorded: RecordedRequest | undefined
  try {
    await withBenchApp(target.database, async (app) => {
      const seedStart = performance.now()
      const school = await seedSchool(app, target.database)
      const modules = await seedModules(app, target.database)
      console.log(`  seeded 3,000 students in 100 classes and the modules: ${seconds(seedStart)}`)
      recorded = {
        statements: await recordStatements(app, target.database, `${API}/subjects`, school.token),
        token: school.token,
      }
      await part(`school calls (${label})`, 2, () => schoolFigures(label, app, target.database, school))
      await part(`module calls (${label})`, 7, () => moduleFigures(label, app, target.database, modules))
    })
  } catch (error) {
    failures.push(`seeding ${label}: ${lineOf(error)}`)
    console.error(`  seeding ${label} broke: ${messageOf(error)}`, error instanceof Error ? error.cause : '')
    figures.push(notMeasured(1, `${label}: every figure`, lineOf(error)))
    return
  }
  // The servers open the database themselves; PGlite's folder allows one process at a time.
  await target.database.close()
  await part(`GET /subjects under load (${label})`, 1, () => requestFigures(target, recorded!, logLevel))
  await part(`start time (${label})`, 4, () => startTimeFigures(target, logLevel))
}

async function main(): Promise<void> {
  console.log(
    `Issue 18 benchmark: servers log at ${logLevel}; load rounds of ${loadSeconds} s; PostgreSQL next to ${new URL(postgresUrl).host}`,
  )
  buildServerBundle()
  ensureWebBuild()

  for (const open of [openPgliteTarget, openPostgresTarget]) {
    let target: BenchTarget | undefined
    try {
      target = await open()
      console.log(`\n${target.label}`)
      await onDatabase(target)
    } catch (error) {
      failures.push(`opening a database: ${messageOf(error)}`)
      console.error(`  could not open the database: ${messageOf(error)}`)
      figures.push(notMeasured(1, 'a database', lineOf(error)))
    } finally {
      await target?.dispose()
    }
  }

  console.log('\nEmbedded default (a new DATA_DIR)')
  await part('server memory', 3, () =>
    memoryFigures(logLevel, async (server) => {
      await part('login page bytes', 5, () => loginPageFigures(server.baseUrl))
      // Lighthouse failing is reported inside, as "not measured", and does not break the run.
      await part('Lighthouse', 6, () => lighthouseFigures(server.baseUrl, server.demoLink))
    }),
  )

  console.log(
    `\nIssue 18: the app against its baseline, same run, same database (${seconds(startedAt)} in all)\n`,
  )
  printTable(figures)
  if (failures.length > 0) {
    console.error(
      `\n${failures.length} part(s) of the run broke:\n${failures.map((f) => `- ${f}`).join('\n')}`,
    )
    process.exitCode = 1
  }
}

await main()
