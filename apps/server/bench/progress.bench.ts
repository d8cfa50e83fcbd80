/**
 * Benchmark of the progress calls (issue 13): a 6 x 6 module with 4 questions per topic running in a
 * class of 30 (4,320 ratings) and in a class of 300 (43,200). For each call it prints the SQL
 * statements per call and the median time through the whole app next to the same statements sent raw;
 * for the heaviest read, GET /modules/withEvaluationsById, also the plain SQL that reads the same rows
 * (module, blocks, topics, questions, students, ratings): goal at most 2x. The statements per call
 * must be the same for 30 and for 300 students. Not a test: it fails nobody; it prints figures.
 *
 *   npm run bench -w apps/server                          (embedded PGlite, in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -w apps/server
 */
import { sql } from 'drizzle-orm'
import type { Database, Db } from '../src/db/client'
import { resultRows } from '../src/lib/result-rows'
import { issueApiToken } from '../src/modules/auth/session.service'
import { benchTeacher, measureCall, medianMs, onEveryDatabase, withBenchApp } from './bench-app'
import { seedProgress } from './seed-progress'

const API = '/api/teacher/v1'
const runs = Number(process.env.BENCH_RUNS ?? 20)
const classSizes = [30, 300] as const

/** The rows withEvaluationsById answers, read plainly: what any reading of them costs at least. */
async function readRawRows(db: Db, moduleId: number, eventId: number): Promise<number> {
  const results = [
    await db.execute(sql`select * from modules where id = ${moduleId}`),
    await db.execute(sql`select * from blocks where module_id = ${moduleId} order by "order"`),
    await db.execute(sql`
      select t.*, tt.name, tt.title as type_title, tt.icon from topics t
      join blocks b on b.id = t.block_id join topic_types tt on tt.id = t.topic_type_id
      where b.module_id = ${moduleId} order by b."order", t."order"`),
    await db.execute(sql`
      select q.id, q.topic_id, q.title, q."order" from questions q
      join topics t on t.id = q.topic_id join blocks b on b.id = t.block_id
      where b.module_id = ${moduleId} order by q.topic_id, q."order"`),
    await db.execute(sql`
      select u.id, u.firstname, u.lastname, u.goal from active_modules a
      join group_users gu on gu.group_id = a.group_id and gu.active join users u on u.id = gu.user_id
      where a.event_id = ${eventId} order by u.lastname, u.firstname`),
    await db.execute(sql`
      select ev.user_id, ev.question_id, ev.grade, ev.goal, ev.seconds_spent, ev.updated_at
      from evaluations ev where ev.event_id = ${eventId}`),
  ]
  return results.reduce<number>((sum, result) => sum + resultRows(result).length, 0)
}

const ms = (value: number) => value.toFixed(2).padStart(9)

async function benchmark(name: string, database: Database) {
  await withBenchApp(database, async (app) => {
    const now = new Date()
    const teacher = await benchTeacher(database, 'bench@schule.example', 'Mark', now)
    const seeded = await seedProgress(database.db, teacher.id, classSizes, now)
    const token = await issueApiToken(app.ctx, database.db, teacher.id)
    console.log(`\n${name}: median of ${runs} runs`)
    console.log(`  ${'call'.padEnd(58)} ${'stmts'.padStart(5)}   call ms    raw ms   call/raw`)
    for (const size of classSizes) {
      const eventId = seeded.events.get(size)!
      const calls = [
        `/modules/withEvaluationsById?id=${seeded.moduleId}&event_id=${eventId}`,
        `/modules/loadUsersByTopic?event_id=${eventId}&topic_id=${seeded.topicId}`,
        `/modules/loadQuestionsByTopic?event_id=${eventId}&topic_id=${seeded.topicId}`,
        `/charts/usersByEventAndTopic?event_id=${eventId}&topic_id=${seeded.topicId}`,
        `/charts/usersByEvent?event_id=${eventId}`,
        `/modules/getStudentProgressReport?module_id=${seeded.moduleId}&user_id=${seeded.students.get(size)}&event_id=${eventId}`,
      ]
      console.log(`  class of ${size}`)
      for (const url of calls) {
        const { statements, callMs, rawMs } = await measureCall(app, database, {
          url: `${API}${url}`,
          token,
          runs,
        })
        const path = url.slice(0, url.indexOf('?'))
        console.log(
          `    GET ${path.padEnd(52)} ${String(statements).padStart(5)} ${ms(callMs)} ${ms(rawMs)}   x${(callMs / rawMs).toFixed(2)}`,
        )
        if (path === '/modules/withEvaluationsById') {
          const rows = await readRawRows(database.db, seeded.moduleId, eventId)
          const plainMs = await medianMs(() => readRawRows(database.db, seeded.moduleId, eventId), runs)
          console.log(
            `      plain SQL of the same ${rows} rows (6 statements)${' '.repeat(Math.max(0, 14 - String(rows).length))}${ms(plainMs)}             call/plain x${(callMs / plainMs).toFixed(2)} (goal: at most x2)`,
          )
        }
      }
    }
  })
}

await onEveryDatabase(benchmark)
