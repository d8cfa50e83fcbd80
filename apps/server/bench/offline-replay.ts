/**
 * Benchmark of issue 32 item 6: ratings per second the server takes when 30 students' offline queues
 * replay at once, none lost (item 4, decision 028). One class of 30 students runs a module; each
 * student's queue holds 33 ratings given offline - 24 questions, 6 of them rated twice at different
 * device times, 3 entries sent twice with the same id - shuffled and replayed by two devices of the
 * student at once, all 30 students together, over HTTP against the real server process (`npm start`'s
 * src/main.ts). Then the database must hold exactly the latest rating of every question for every
 * student; the same upserts sent as raw SQL in the same run are the reference figure.
 *
 * Exits non-zero when a rating was lost or wrong, an answer was wrong or a request failed.
 *
 *   npm run bench:offline -w apps/server                    (PGlite in a folder, as `npm start` keeps it)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:offline -w apps/server
 *                                                            (then PostgreSQL: a new database next to it)
 *   npm run bench:offline -w apps/server -- --rounds 3 --only postgres   (1-6 rounds, 5 by default)
 */
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { Role } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { type Database, type Db, openPglite, openPostgres } from '../src/db/client'
import { hashPassword } from '../src/lib/passwords'
import { resultRows } from '../src/lib/result-rows'
import { ratingUpsert } from '../src/modules/student-app/rating.repo'
import { createAccount } from '../src/modules/users/create-account'
import { freePort, type RunningServer, startServer } from '../test/support/processes'
import { commandOption } from './command-option'
import { type LiveClass, seedClass } from './live-school'
import {
  expectedStanding,
  type QueuedRating,
  queueShape,
  queuesOfRound,
  seededRandom,
} from './offline-queues'
import { type BenchTarget, openPgliteTarget, openPostgresTarget } from './reach/targets'

const rounds = Number(commandOption('--rounds') ?? process.env.OFFLINE_ROUNDS ?? 5)
const only = commandOption('--only')
const logLevel = process.env.LOG_LEVEL ?? 'warn'

interface Sent {
  rating: QueuedRating
  status: number | string
  ms: number
  body: { grade?: number; superseded?: boolean; rated_at?: string } | undefined
}

/** One device's queue, one rating after the other, as the student app replays it. */
async function replayDevice(baseUrl: string, eventId: number, queue: QueuedRating[]): Promise<Sent[]> {
  const sent: Sent[] = []
  for (const rating of queue) {
    const start = performance.now()
    try {
      const response = await fetch(`${baseUrl}/api/student/v1/evaluations/rate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${rating.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          event_id: eventId,
          question_id: rating.questionId,
          grade: rating.grade,
          seconds_spent: rating.secondsSpent,
          client_id: rating.client_id,
          rated_at: rating.rated_at,
        }),
      })
      // A refusal's body is read too, so the connection is free for the next rating.
      const text = await response.text()
      const body = response.ok ? (JSON.parse(text) as Sent['body']) : undefined
      sent.push({ rating, status: response.status, ms: performance.now() - start, body })
    } catch (error) {
      sent.push({ rating, status: (error as Error).message, ms: performance.now() - start, body: undefined })
    }
  }
  return sent
}

/**
 * What a replay must be told: its own rating standing (not superseded, its grade and time), or a
 * later one (superseded, a time not before its own).
 */
function answerIsRight({ rating, body }: Sent): boolean {
  if (!body || typeof body.superseded !== 'boolean') return false
  if (!body.superseded) return body.grade === rating.grade && body.rated_at === rating.rated_at
  return (body.rated_at ?? '') >= rating.rated_at
}

const dialect = new PgDialect()

/** upsertRating's own statement, built, not sent: the raw reference sends it. */
function ratingStatement(liveClass: LiveClass, rating: QueuedRating) {
  return dialect.sqlToQuery(
    ratingUpsert({
      eventId: liveClass.eventId,
      userId: rating.userId,
      questionId: rating.questionId,
      grade: rating.grade,
      goal: rating.goal,
      secondsSpent: rating.secondsSpent,
      ratedAt: new Date(rating.rated_at),
      clientId: rating.client_id,
      now: new Date(),
    }),
  )
}

/** Every round's queues replayed with `send`, the devices of all students at once; the time it took. */
async function replayRounds<Result>(
  queues: QueuedRating[][][],
  send: (queue: QueuedRating[]) => Promise<Result[]>,
): Promise<{ results: Result[]; elapsedMs: number; perRound: number[] }> {
  const results: Result[] = []
  const perRound: number[] = []
  let elapsedMs = 0
  for (const round of queues) {
    const start = performance.now()
    const answered = await Promise.all(round.map(send))
    const roundMs = performance.now() - start
    elapsedMs += roundMs
    perRound.push(answered.flat().length / (roundMs / 1000))
    results.push(...answered.flat())
  }
  return { results, elapsedMs, perRound }
}

/** The class's ratings against the latest of each question: lost, wrong and extra rows. */
async function checkRows(db: Db, liveClass: LiveClass, expected: Map<string, QueuedRating>) {
  const rows = resultRows<{
    user_id: number
    question_id: number
    grade: number | string
    rated_at: Date | string
    client_id: string | null
  }>(
    await db.execute(
      sql`select user_id, question_id, grade, rated_at, client_id::text as client_id from evaluations where event_id = ${liveClass.eventId}`,
    ),
  )
  let wrong = 0
  let extra = 0
  const seen = new Set<string>()
  for (const row of rows) {
    const key = `${row.user_id}:${row.question_id}`
    const want = expected.get(key)
    seen.add(key)
    if (!want) extra += 1
    else if (
      Number(row.grade) !== want.grade ||
      new Date(row.rated_at).toISOString() !== want.rated_at ||
      row.client_id !== want.client_id
    )
      wrong += 1
  }
  const lost = [...expected.keys()].filter((key) => !seen.has(key)).length
  return { rows: rows.length, lost, wrong, extra }
}

function percentile(values: number[], share: number): number {
  const sorted = Float64Array.from(values).sort()
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN
}

const row = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`)

/** Seeds the class, replays through the server, checks, then times the raw upserts; true when all held. */
async function onTarget(target: BenchTarget): Promise<boolean> {
  const { database } = target
  await database.migrate()
  const now = new Date()
  const teacher = await createAccount(
    database.db,
    {
      firstname: 'Bench',
      lastname: 'Offline',
      email: 'offline-teacher@schule.example',
      passwordHash: await hashPassword('Benchmark-Lehrperson-1'),
      roleId: Role.teacher,
      emailConfirmed: true,
      activated: true,
    },
    now,
  )
  const liveClass = await seedClass(database.db, teacher.id, 1, now)
  await database.db.execute(sql`analyze`)
  // The servers open the database themselves; PGlite's folder allows one process at a time.
  await database.close()
  const random = seededRandom(32)
  const queues = Array.from({ length: rounds }, (_, round) => queuesOfRound(liveClass, round, now, random))
  const expected = expectedStanding(queues.flat())

  const port = await freePort()
  let server: RunningServer | undefined
  let api: Awaited<ReturnType<typeof replayRounds<Sent>>>
  try {
    server = await startServer({
      ...target.serverDatabase,
      PORT: String(port),
      WEB_DIST_DIR: '/nonexistent',
      DEMO_RESET_HOUR: '-1',
      LOG_LEVEL: logLevel,
    })
    const baseUrl = `http://127.0.0.1:${port}`
    api = await replayRounds(queues, (queue) => replayDevice(baseUrl, liveClass.eventId, queue))
  } finally {
    await server?.stop()
  }

  const reopened = reopen(target)
  try {
    const afterApi = await checkRows(reopened.db, liveClass, expected)
    // The reference: the same upserts as raw SQL, the same queues, devices and rounds, on an empty table.
    await reopened.db.execute(sql`delete from evaluations where event_id = ${liveClass.eventId}`)
    const client = (
      reopened.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }
    ).$client
    const raw = await replayRounds(queues, async (queue) => {
      for (const rating of queue) {
        const statement = ratingStatement(liveClass, rating)
        await client.query(statement.sql, statement.params)
      }
      return queue
    })
    const afterRaw = await checkRows(reopened.db, liveClass, expected)
    return report(target.label, { api, afterApi, raw, afterRaw, expected: expected.size })
  } finally {
    await reopened.close()
  }
}

/** The benchmark's database, opened again once the server has let go of it. */
function reopen(target: BenchTarget): Database {
  const url = target.serverDatabase.DATABASE_URL
  return url ? openPostgres(url) : openPglite(path.join(target.serverDatabase.DATA_DIR!, 'pglite'))
}

function report(
  label: string,
  figures: {
    api: { results: Sent[]; elapsedMs: number; perRound: number[] }
    afterApi: Awaited<ReturnType<typeof checkRows>>
    raw: { results: QueuedRating[]; elapsedMs: number; perRound: number[] }
    afterRaw: Awaited<ReturnType<typeof checkRows>>
    expected: number
  },
): boolean {
  const { api, afterApi, raw, afterRaw, expected } = figures
  const failed = api.results.filter((sent) => sent.status !== 200)
  const wrongAnswers = api.results.filter((sent) => sent.status === 200 && !answerIsRight(sent)).length
  const superseded = api.results.filter((sent) => sent.body?.superseded).length
  const apiPerSecond = api.results.length / (api.elapsedMs / 1000)
  const rawPerSecond = raw.results.length / (raw.elapsedMs / 1000)
  const latencies = api.results.map((sent) => sent.ms)
  const perQueue = queueShape.questions + queueShape.ratedTwice + queueShape.duplicated
  console.log(
    `\n${label}: 30 students x ${perQueue} queued ratings x ${rounds} rounds, each queue replayed by ${queueShape.devices} devices at once (${30 * queueShape.devices} in flight)`,
  )
  row('ratings sent', `${api.results.length} (${expected} student-question pairs)`)
  row(
    'answered 200',
    `${api.results.length - failed.length}, failed ${failed.length}${failed.length ? ` (${[...new Set(failed.map((sent) => sent.status))].join(', ')})` : ''}`,
  )
  row('answered superseded', `${superseded} (a later rating already stood)`)
  row('wrong answers', String(wrongAnswers))
  row('ratings/s through the API', apiPerSecond.toFixed(1))
  row('  round by round (the first one cold)', api.perRound.map((value) => value.toFixed(0)).join(' / '))
  row(
    'latency p50 / p99 / max',
    [0.5, 0.99, 1].map((share) => `${percentile(latencies, share).toFixed(1)} ms`).join(' / '),
  )
  row(
    'rows after the replay',
    `${afterApi.rows}: lost ${afterApi.lost}, wrong ${afterApi.wrong}, extra ${afterApi.extra}`,
  )
  row('raw upserts/s (same statement and queues)', rawPerSecond.toFixed(1))
  row('  round by round', raw.perRound.map((value) => value.toFixed(0)).join(' / '))
  row(
    'rows after the raw upserts',
    `${afterRaw.rows}: lost ${afterRaw.lost}, wrong ${afterRaw.wrong}, extra ${afterRaw.extra}`,
  )
  row(
    'raw / API',
    `x${(rawPerSecond / apiPerSecond).toFixed(2)} (a request also reads its session, event and question)`,
  )
  const holds =
    failed.length === 0 &&
    wrongAnswers === 0 &&
    [afterApi, afterRaw].every(
      (after) => after.rows === expected && after.lost + after.wrong + after.extra === 0,
    )
  row('none lost, none wrong', holds ? 'yes' : 'NO')
  return holds
}

async function main(): Promise<void> {
  if (!(rounds >= 1 && rounds <= 6)) throw new Error('--rounds must be 1 to 6 (144 questions, 24 a round)')
  // As the other benchmarks (bench-app.ts): PostgreSQL when a URL names one, or when asked for.
  const postgres = only === 'postgres' || Boolean(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL)
  // The PGlite server must not inherit a DATABASE_URL of the shell; PostgreSQL's target has read it.
  delete process.env.DATABASE_URL
  let allHeld = true
  const opens = [
    ['pglite', openPgliteTarget],
    ['postgres', openPostgresTarget],
  ] as const
  for (const [name, open] of opens) {
    if ((only && only !== name) || (name === 'postgres' && !postgres)) continue
    const target = await open()
    try {
      allHeld = (await onTarget(target)) && allHeld
    } finally {
      await delay(300)
      await target.dispose()
    }
  }
  if (!allHeld) {
    console.error('\nA rating was lost or wrong, or a request failed: see above.')
    process.exitCode = 1
  }
}

await main()
