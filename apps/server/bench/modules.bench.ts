/**
 * Benchmark of GET /modules/byId (issue 11): a 12 x 12 module with 4 questions per topic, read whole.
 * Prints the SQL statements per call and the median time of the call (through inject: routing,
 * authentication, the statement, the answer's validation and JSON), next to the plain SQL that reads
 * the same rows (module, blocks, topics, questions with solutions) in the same run. Goal: at most 2x.
 * Not a test: it fails nobody; it prints figures to compare.
 *
 *   npm run bench -w apps/server                          (embedded PGlite, in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -w apps/server
 *                                                          (PGlite, then PostgreSQL)
 */
import { sql } from 'drizzle-orm'
import type { Database, Db } from '../src/db/client'
import { resultRows } from '../src/lib/result-rows'
import { issueApiToken } from '../src/modules/auth/session.service'
import { readModuleDetail } from '../src/modules/modules/module-detail.repo'
import { benchTeacher, onEveryDatabase, withBenchApp } from './bench-app'
import { seedModule } from './seed-module'

const API = '/api/teacher/v1'
const runs = Number(process.env.BENCH_RUNS ?? 30)

interface Measure {
  medianMs: number
  statements: number
}

/** The same rows as byId, read plainly: what any reading of the grid costs at least. */
async function readRawRows(db: Db, moduleId: number): Promise<number> {
  const module = await db.execute(sql`select * from modules where id = ${moduleId}`)
  const blocks = await db.execute(sql`select * from blocks where module_id = ${moduleId} order by "order"`)
  const topics = await db.execute(sql`
    select t.*, tt.name, tt.title as type_title, tt.icon from topics t
    join blocks b on b.id = t.block_id join topic_types tt on tt.id = t.topic_type_id
    where b.module_id = ${moduleId} order by b."order", t."order"`)
  const questions = await db.execute(sql`
    select q.*, s.id as solution_id, s.content, s.content_type_id from questions q
    join topics t on t.id = q.topic_id join blocks b on b.id = t.block_id
    left join solutions s on s.question_id = q.id
    where b.module_id = ${moduleId} order by q.topic_id, q."order", q.id`)
  return [module, blocks, topics, questions].reduce<number>(
    (sum, result) => sum + resultRows(result).length,
    0,
  )
}

async function measure(database: Database, call: () => Promise<unknown>): Promise<Measure> {
  // Warm-up runs let the JIT and the database caches settle.
  for (let warmUp = 0; warmUp < 10; warmUp += 1) await call()
  const times: number[] = []
  let statements = 0
  for (let run = 0; run < runs; run += 1) {
    const before = database.queries.count
    const start = performance.now()
    await call()
    times.push(performance.now() - start)
    statements = database.queries.count - before
  }
  times.sort((a, b) => a - b)
  return { medianMs: times[Math.floor(times.length / 2)]!, statements }
}

async function benchmark(name: string, database: Database) {
  await withBenchApp(database, async (app) => {
    const now = new Date()
    const teacher = await benchTeacher(database, 'bench@schule.example', 'Mark', now)
    const moduleId = await seedModule(database.db, teacher.id, now)
    const token = await issueApiToken(app.ctx, database.db, teacher.id)
    const byId = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${API}/modules/byId`,
        query: { id: String(moduleId) },
        headers: { authorization: `Bearer ${token}` },
      })
      if (response.statusCode !== 200) throw new Error(`byId answered ${response.statusCode}`)
      return response
    }
    const answer = (await byId()).json() as { topics_count: number; questions_count: number }
    const rows = await readRawRows(database.db, moduleId)
    // Interleaved rounds, so a slower moment of the machine does not fall on one side only.
    const topicTypes = () =>
      app.inject({ method: 'GET', url: `${API}/topic_types`, headers: { authorization: `Bearer ${token}` } })
    const call: Measure[] = []
    const statement: Measure[] = []
    const raw: Measure[] = []
    const small: Measure[] = []
    for (let round = 0; round < 3; round += 1) {
      call.push(await measure(database, byId))
      statement.push(await measure(database, () => readModuleDetail(database.db, teacher.id, moduleId)))
      raw.push(await measure(database, () => readRawRows(database.db, moduleId)))
      small.push(await measure(database, topicTypes))
    }
    const best = (measures: Measure[]) => measures.reduce((a, b) => (b.medianMs < a.medianMs ? b : a))
    const [c, s, r, t] = [best(call), best(statement), best(raw), best(small)]
    const ms = (m: Measure) => `${m.medianMs.toFixed(2).padStart(7)} ms`
    console.log(
      `\n${name}: ${answer.topics_count} topics, ${answer.questions_count} questions, ${rows} rows; median of ${runs} runs, best of 3 rounds`,
    )
    console.log(
      `  GET /modules/byId (inject)     ${ms(c)}  ${c.statements} SQL statements per call (one of them the session)`,
    )
    console.log(`  its grid statements alone      ${ms(s)}  ${s.statements} statements`)
    console.log(`  raw SQL of the same rows       ${ms(r)}  ${r.statements} statements`)
    console.log(`  GET /topic_types (inject)      ${ms(t)}  ${t.statements} statements: what any call costs`)
    const ratio = (a: Measure, b: Measure) => (a.medianMs / b.medianMs).toFixed(2)
    console.log(
      `  byId / raw SQL: x${ratio(c, r)} (goal: at most x2); its statements / raw SQL: x${ratio(s, r)}`,
    )
  })
}

await onEveryDatabase(benchmark)
