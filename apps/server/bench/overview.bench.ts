/**
 * Benchmark of the module overview and its feeds (issue 12): one teacher with 40 modules, 30
 * activations and about 100,000 ratings, five modules shared by a colleague with 2,000 changes, 500
 * feedback items. For each call of the overview it prints the SQL statements per call, the median
 * time of the call (through inject: routing, authentication, the statements, the answer's validation
 * and JSON) and, as the reference, the same statements sent raw to the database in the same run.
 * Not a test: it fails nobody; it prints figures to compare.
 *
 *   npm run bench -w apps/server                          (embedded PGlite, in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -w apps/server
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import { singleValue } from '../src/lib/single-value'
import { issueApiToken } from '../src/modules/auth/session.service'
import { benchTeacher, measureCall, onEveryDatabase, withBenchApp } from './bench-app'
import { seedOverview } from './seed-overview'

const API = '/api/teacher/v1'
const runs = Number(process.env.BENCH_RUNS ?? 20)
const calls = [
  '/modules',
  '/modules/active',
  '/modules/finished',
  '/modules/shared',
  '/modules/purchased',
  '/evaluations/newest?skip=0&take=8',
  '/evaluations/newest?skip=0&take=256',
  '/evaluations/newest?skip=2000&take=64',
  '/synchronizations/getChanges?take=8',
  '/synchronizations/getChanges?take=256',
  '/feedbacks/newest?take=8',
  '/feedbacks/newest?take=256',
]

async function benchmark(name: string, database: Database) {
  await withBenchApp(database, async (app) => {
    const now = new Date()
    const teacher = await benchTeacher(database, 'bench@schule.example', 'bench', now)
    const colleague = await benchTeacher(database, 'kollegin@schule.example', 'kollegin', now)
    const seedStart = performance.now()
    await seedOverview(database.db, teacher.id, colleague.id, now)
    const ratings = singleValue<number>(await database.db.execute(sql`select count(*)::int from evaluations`))
    console.log(
      `\n${name}: ${ratings} ratings seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; median of ${runs} runs`,
    )
    const token = await issueApiToken(app.ctx, database.db, teacher.id)
    console.log(
      `  ${'call'.padEnd(42)} ${'rows'.padStart(5)} ${'stmts'.padStart(5)}   call ms    raw ms   call/raw`,
    )
    for (const url of calls) {
      const measured = await measureCall(app, database, { url: `${API}${url}`, token, runs })
      const rows = (measured.body as unknown[]).length
      const { statements, callMs, rawMs } = measured
      console.log(
        `  GET ${url.padEnd(38)} ${String(rows).padStart(5)} ${String(statements).padStart(5)} ${callMs.toFixed(2).padStart(9)} ${rawMs.toFixed(2).padStart(9)}   x${(callMs / rawMs).toFixed(2)}`,
      )
    }
  })
}

await onEveryDatabase(benchmark)
