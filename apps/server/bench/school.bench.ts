/**
 * Benchmark of the class list and the student statistics (issue 4): seeds one teacher with a year
 * of homework and exams at growing sizes and prints, per size, the median time of each call and the
 * number of SQL statements it ran. Not a test: it fails nobody; it prints figures to compare.
 *
 *   npm run bench -w apps/server                          (embedded PGlite, in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -w apps/server
 */
import { Role } from '@lernraster/shared'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { type Database, openPglite } from '../src/db/client'
import { hashPassword } from '../src/lib/passwords'
import { issueApiToken } from '../src/modules/auth/session.service'
import { createAccount } from '../src/modules/users/create-account'
import { freshPostgresDatabase } from './fresh-postgres'
import { type SchoolYearSize, seedSchoolYear } from './seed-school-year'

const API = '/api/teacher/v1'
const runs = Number(process.env.BENCH_RUNS ?? 15)
const sizes: SchoolYearSize[] = [10, 30, 100].map((classes) => ({
  classes,
  studentsPerClass: 30,
  subjects: 3,
  homeworksPerSubject: 36,
  examsPerSubject: 8,
  questionsPerTopic: 3,
}))

interface Measure {
  medianMs: number
  statements: number
}

async function openDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) return { database: openPglite(undefined), drop: async () => {} }
  return freshPostgresDatabase(url)
}

async function measure(database: Database, call: () => Promise<{ statusCode: number }>): Promise<Measure> {
  // Warm-up runs let the JIT and the database caches settle, so sizes compare fairly.
  for (let warmUp = 0; warmUp < 10; warmUp += 1) await call()
  const times: number[] = []
  let statements = 0
  for (let run = 0; run < runs; run += 1) {
    const before = database.queries.count
    const start = performance.now()
    const response = await call()
    times.push(performance.now() - start)
    statements = database.queries.count - before
    if (response.statusCode !== 200) throw new Error(`the call answered ${response.statusCode}`)
  }
  times.sort((a, b) => a - b)
  return { medianMs: times[Math.floor(times.length / 2)]!, statements }
}

async function benchmarkSize(size: SchoolYearSize) {
  const { database, drop } = await openDatabase()
  try {
    await database.migrate()
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_URL: 'http://bench.test',
      WEB_DIST_DIR: '/nonexistent',
    })
    const app = await buildApp({ config, database, logger: false, checkAnswers: false })
    await app.ready()
    const now = new Date()
    const passwordHash = await hashPassword('Benchmark-Lehrperson-1')
    const teacher = await createAccount(
      database.db,
      {
        firstname: 'Bench',
        lastname: 'Mark',
        email: 'bench@schule.example',
        passwordHash,
        roleId: Role.teacher,
        emailConfirmed: true,
        activated: true,
      },
      now,
    )
    const seedStart = performance.now()
    await seedSchoolYear(database.db, teacher.id, size, now)
    const seedSeconds = (performance.now() - seedStart) / 1000
    const token = await issueApiToken(app.ctx, database.db, teacher.id)
    const headers = { authorization: `Bearer ${token}` }
    const groups = (await app.inject({ method: 'GET', url: `${API}/groups`, headers })).json() as {
      id: number
      users: { id: number }[]
    }[]
    const middle = groups[Math.floor(groups.length / 2)]!
    const student = middle.users[Math.floor(middle.users.length / 2)]!
    const get = (url: string, query: Record<string, string>) => () =>
      app.inject({ method: 'GET', url: `${API}${url}`, query, headers })
    const result = {
      students: size.classes * size.studentsPerClass,
      classes: size.classes,
      seedSeconds,
      groups: await measure(database, get('/groups', {})),
      statistics: await measure(
        database,
        get('/evaluations/getEvaluationsGroupedBySubjectsByUserId', {
          user_id: String(student.id),
          group_id: String(middle.id),
        }),
      ),
      notDone: await measure(
        database,
        get('/events/notDoneEvents', {
          userId: String(student.id),
          groupId: String(middle.id),
          subjectId: '1',
        }),
      ),
    }
    await app.close()
    return result
  } finally {
    await database.close()
    await drop()
  }
}

const pad = (value: string | number, width: number) => String(value).padStart(width)
const formatMeasure = (m: Measure) => `${pad(m.medianMs.toFixed(1), 8)} ms ${pad(m.statements, 3)} SQL`

console.log(
  `Database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}; median of ${runs} runs per call`,
)
console.log('students classes  seeded in │ GET /groups          │ statistics           │ notDoneEvents')
const results = []
for (const size of sizes) {
  const result = await benchmarkSize(size)
  results.push(result)
  console.log(
    `${pad(result.students, 8)} ${pad(result.classes, 7)} ${pad(result.seedSeconds.toFixed(1), 9)} s │ ${formatMeasure(result.groups)} │ ${formatMeasure(result.statistics)} │ ${formatMeasure(result.notDone)}`,
  )
}
const first = results[0]!
const last = results.at(-1)!
const ratio = (a: Measure, b: Measure) => (b.medianMs / a.medianMs).toFixed(2)
console.log(
  `\n${last.students} vs ${first.students} students (x${last.students / first.students}): ` +
    `GET /groups time x${ratio(first.groups, last.groups)}, statements ${first.groups.statements} -> ${last.groups.statements}; ` +
    `statistics time x${ratio(first.statistics, last.statistics)}, statements ${first.statistics.statements} -> ${last.statistics.statements}; ` +
    `notDoneEvents time x${ratio(first.notDone, last.notDone)}, statements ${first.notDone.statements} -> ${last.notDone.statements}`,
)
