/**
 * Benchmark of the module store's search (issue 14): 5,000 listed modules (and older versions and
 * copies awaiting review that the store leaves out). For each search it prints the SQL statements per
 * call and the median time through the whole app next to the same statements sent raw; the statements
 * must be the same with 500 and with 5,000 modules. Not a test: it fails nobody; it prints figures.
 *
 *   npm run bench -w apps/server                          (embedded PGlite, in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -w apps/server
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import { resultRows } from '../src/lib/result-rows'
import { issueApiToken } from '../src/modules/auth/session.service'
import { benchTeacher, measureCall, onEveryDatabase, withBenchApp } from './bench-app'
import { seedStore } from './seed-store'

const API = '/api/teacher/v1'
const runs = Number(process.env.BENCH_RUNS ?? 20)
const ms = (value: number) => value.toFixed(2).padStart(9)

const searches = (copyId: number) => [
  '/store/modules',
  '/store/modules?search=Prozente',
  '/store/modules?search=prozente%20klasse%203',
  '/store/modules?country_id=2&schoollevel_id=7',
  '/store/modules?tag_ids=3',
  '/store/modules?sort=price_asc&lernraster_subject_id=5',
  '/store/modules?page=50',
  `/store/modules/byId?id=${copyId}`,
]

async function benchmark(name: string, database: Database) {
  await withBenchApp(database, async (app) => {
    const now = new Date()
    const author = await benchTeacher(database, 'autorin@schule.example', 'Autorin', now)
    const teacher = await benchTeacher(database, 'bench@schule.example', 'Mark', now)
    const buyers = [teacher.id]
    for (let index = 0; index < 16; index++) {
      buyers.push((await benchTeacher(database, `kaeufer${index}@schule.example`, `K${index}`, now)).id)
    }
    const token = await issueApiToken(app.ctx, database.db, teacher.id)
    const copyOf = async () => {
      const result = await database.db.execute(sql`
        select c.id from modules c join module_meta_data md on md.module_id = c.id
        where md.superseded_at is null and c.status_id = 3 order by c.id limit 1`)
      return resultRows<{ id: number }>(result)[0]!.id
    }
    const statementsAt = new Map<number, number[]>()
    for (const [size, adding] of [
      [500, 500],
      [5000, 4500],
    ] as const) {
      const started = performance.now()
      await seedStore(database.db, { authorId: author.id, buyerIds: buyers, count: adding, now })
      const seededMs = performance.now() - started
      const calls = searches(await copyOf())
      console.log(
        `\n${name}: ${size} listed modules (seeded in ${(seededMs / 1000).toFixed(1)} s), median of ${runs} runs`,
      )
      console.log(`  ${'call'.padEnd(56)} ${'stmts'.padStart(5)}   call ms    raw ms   call/raw`)
      const statements: number[] = []
      for (const url of calls) {
        const measure = await measureCall(app, database, { url: `${API}${url}`, token, runs })
        statements.push(measure.statements)
        const answer = measure.body as { total?: number }
        const found = answer.total === undefined ? '' : ` (${answer.total} found)`
        console.log(
          `  GET ${`${url}${found}`.padEnd(52)} ${String(measure.statements).padStart(5)} ${ms(measure.callMs)} ${ms(measure.rawMs)}   x${(measure.callMs / measure.rawMs).toFixed(2)}`,
        )
      }
      statementsAt.set(size, statements)
    }
    const same = JSON.stringify(statementsAt.get(500)) === JSON.stringify(statementsAt.get(5000))
    console.log(`  statements per call with 500 and with 5,000 modules: ${same ? 'the same' : 'DIFFERENT'}`)
  })
}

await onEveryDatabase(benchmark)
