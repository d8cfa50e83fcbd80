/**
 * Benchmark of the live path (issue 15, decision 019) at a school's size: 30 teachers watch GET /live
 * while the 900 students of their classes rate through the student API of a real server process on
 * PostgreSQL. It prints the ratings' throughput and latency, whether every rating was written and
 * announced, how soon the teacher's stream heard of it, the same write sent raw for reference, and
 * the server's memory. Not a test: it fails nobody; it exits non-zero only when the run itself broke.
 *
 *   npm run bench:live -w apps/server                     (60 s of load)
 *   npm run bench:live -w apps/server -- --seconds 10     (or LOAD_SECONDS=10; LOAD_CONCURRENCY=50)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (the default)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Database } from '../src/db/client'
import { singleValue } from '../src/lib/single-value'
import { ratingUpsert } from '../src/modules/student-app/rating.repo'
import { freePort, type RunningServer, startServer } from '../test/support/processes'
import { withDatabase } from '../test/support/template-database'
import { commandOption } from './command-option'
import { freshPostgresDatabase } from './fresh-postgres'
import {
  type LiveClass,
  liveSchoolSize,
  openStream,
  pairsBeforeRepeat,
  postRating,
  ratingAt,
  seedLiveSchool,
  TeacherWatch,
} from './live-school'

const seconds = Number(commandOption('--seconds') ?? process.env.LOAD_SECONDS ?? 60)
// 50 in flight: the whole school rating within a second or two (a teacher's "now rate what you did")
// keeps about that many open at 50 ms each (Little's law: 900/s x 0.05 s). Held for the whole run it
// is far above a lesson's peak, so the figures show the server's capacity, not an ordinary morning.
const concurrency = Number(commandOption('--concurrency') ?? process.env.LOAD_CONCURRENCY ?? 50)
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
/** A plausible peak to hold the capacity against: every student rating one question every 10 s. */
const plausiblePeakPerSecond = (liveSchoolSize.classes * liveSchoolSize.studentsPerClass) / 10
/** The reference replays as many writes as the API accepted, but not more (it would only take time). */
const maxRawRows = 20_000
const signalGraceMs = 10_000
// Production logs each request (info); the load would then also measure the pipe to this script.
const logLevel = process.env.LOG_LEVEL ?? 'warn'

interface LoadOutcome {
  sent: number
  accepted: number
  /** (student, question) pairs with an accepted rating: the rows `evaluations` must hold. */
  acceptedPairs: number
  failures: Map<string, number>
  latencies: number[]
  elapsedMs: number
}

/** `concurrency` students' requests in flight until the time is up, each sent when one comes back. */
async function runLoad(port: number, school: LiveClass[], watches: TeacherWatch[]): Promise<LoadOutcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const pairs = new Uint8Array(pairsBeforeRepeat(school))
  const outcome: LoadOutcome = {
    sent: 0,
    accepted: 0,
    acceptedPairs: 0,
    failures: new Map(),
    latencies: [],
    elapsedMs: 0,
  }
  const start = performance.now()
  const deadline = start + seconds * 1000
  const worker = async () => {
    while (performance.now() < deadline) {
      const sequence = outcome.sent++
      const rating = ratingAt(school, sequence)
      const body = JSON.stringify({
        event_id: rating.liveClass.eventId,
        question_id: rating.questionId,
        grade: rating.grade,
        seconds_spent: rating.secondsSpent,
      })
      const sentAt = performance.now()
      const status = await postRating(port, agent, rating.student.token, body)
      const answeredAt = performance.now()
      outcome.latencies.push(answeredAt - sentAt)
      if (typeof status === 'number' && status >= 200 && status < 300) {
        outcome.accepted += 1
        if (pairs[sequence % pairs.length] === 0) outcome.acceptedPairs += 1
        pairs[sequence % pairs.length] = 1
        watches[rating.classIndex]!.onAccepted(sentAt, answeredAt)
      } else {
        outcome.failures.set(String(status), (outcome.failures.get(String(status)) ?? 0) + 1)
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  outcome.elapsedMs = performance.now() - start
  agent.destroy()
  return outcome
}

const dialect = new PgDialect()

/** The statement the server sends for a rating (its signal goes in a batch, decision 050), built, not sent. */
function ratingStatement(school: LiveClass[], sequence: number) {
  const rating = ratingAt(school, sequence)
  return dialect.sqlToQuery(
    ratingUpsert({
      eventId: rating.liveClass.eventId,
      userId: rating.student.id,
      questionId: rating.questionId,
      grade: rating.grade,
      goal: rating.student.goal,
      secondsSpent: rating.secondsSpent,
      ratedAt: new Date(),
      clientId: undefined,
      now: new Date(),
    }),
  )
}

/** The same writes straight through a pool the size of the server's, with as many in flight. */
async function timeRawWrites(database: Database, school: LiveClass[], from: number, rows: number) {
  const pool = (
    database.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }
  ).$client
  const latencies: number[] = []
  let next = from
  const start = performance.now()
  const worker = async () => {
    while (next < from + rows) {
      const statement = ratingStatement(school, next++)
      const sentAt = performance.now()
      await pool.query(statement.sql, statement.params)
      latencies.push(performance.now() - sentAt)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { rows, latencies, elapsedMs: performance.now() - start }
}

/** Waits until every stream has heard every accepted rating, or the grace is over. */
async function signalsSettled(watches: TeacherWatch[]): Promise<void> {
  const until = performance.now() + signalGraceMs
  while (watches.some((watch) => watch.unheard > 0) && performance.now() < until) await delay(50)
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024
}

/** CPU seconds of the server process, the load script and the whole machine, to see who used the 2 cores. */
function cpuSeconds(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
  const script = process.cpuUsage()
  const machine = cpus().reduce((sum, cpu) => sum + cpu.times.user + cpu.times.nice + cpu.times.sys, 0)
  return {
    // utime and stime, fields 14 and 15 of the stat line (the list starts at field 3), in 1/100 s.
    server: (Number(fields[11]) + Number(fields[12])) / 100,
    script: (script.user + script.system) / 1e6,
    machine: machine / 1000,
  }
}

function percentiles(values: number[]) {
  const sorted = Float64Array.from(values).sort()
  const at = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN }
}

const count = (value: number) => value.toLocaleString('en-US')
const ms = (value: number) => `${value.toFixed(1)} ms`
const rate = (items: number, elapsedMs: number) => items / (elapsedMs / 1000)
const row = (label: string, value: string) => console.log(`  ${label.padEnd(36)} ${value}`)
const sum = (watches: HeardStream[], pick: (watch: HeardStream) => number) =>
  watches.reduce((total, watch) => total + pick(watch), 0)

/** What a stream had heard when the load ended (the raw writes after it announce nothing). */
type HeardStream = ReturnType<TeacherWatch['snapshot']>
type ProcessFigures = { rss: number; cpu: ReturnType<typeof cpuSeconds> }

interface Figures {
  load: LoadOutcome
  evaluationRows: number
  heard: HeardStream[]
  lags: number[]
  raw: { rows: number; latencies: number[]; elapsedMs: number }
  before: ProcessFigures
  after: ProcessFigures
  peakRss: number
}

function printReport({ load, evaluationRows, heard, lags, raw, before, after, peakRss }: Figures): void {
  const latency = percentiles(load.latencies)
  const lag = percentiles(lags)
  const rawLatency = percentiles(raw.latencies)
  const apiPerSecond = rate(load.accepted, load.elapsedMs)
  const rawPerSecond = rate(raw.rows, raw.elapsedMs)
  const failures = [...load.failures].map(([status, times]) => `${status}: ${count(times)}`).join(', ')
  const share = (of: keyof ProcessFigures['cpu']) =>
    `${(((after.cpu[of] - before.cpu[of]) / (load.elapsedMs / 1000)) * 100).toFixed(0)} %`
  console.log(
    `\nLive path: 30 teachers watching, 900 students rating, ${concurrency} requests in flight for ${(load.elapsedMs / 1000).toFixed(1)} s`,
  )
  row('ratings sent', count(load.sent))
  row('accepted (2xx)', count(load.accepted))
  row('failed', failures ? `${count(load.sent - load.accepted)} (${failures})` : '0')
  row('ratings/s', `${apiPerSecond.toFixed(1)}`)
  row(
    `x a peak of ${plausiblePeakPerSecond} ratings/s`,
    `x${(apiPerSecond / plausiblePeakPerSecond).toFixed(1)} (every student rating every 10 s)`,
  )
  row(
    'latency p50 / p95 / p99 / max',
    [latency.p50, latency.p95, latency.p99, latency.max].map(ms).join(' / '),
  )
  row('rows in evaluations', `${count(evaluationRows)} for ${count(load.acceptedPairs)} rated pairs accepted`)
  row('lost', count(Math.max(0, load.acceptedPairs - evaluationRows)))
  row(
    'progress signals received',
    `${count(sum(heard, (watch) => watch.signals))} for ${count(load.accepted)} accepted`,
  )
  row(`not heard within ${signalGraceMs / 1000} s`, count(sum(heard, (watch) => watch.unheard)))
  row('signals per stream', heard.map((watch) => watch.signals).join(' '))
  row('other events on the streams', count(sum(heard, (watch) => watch.other)))
  row('streams updated', `${heard.filter((watch) => watch.signals > 0).length} of 30`)
  row(
    'streams that heard every rating',
    `${heard.filter((watch) => watch.unheard === 0).length} of 30 (ended early: ${heard.filter((watch) => watch.ended).length})`,
  )
  row(
    'answer to signal p50 / p99 / max',
    `${[lag.p50, lag.p99, lag.max].map(ms).join(' / ')} (${count(lags.length)} ratings, ${count(lags.filter((value) => value === 0).length)} heard before their answer)`,
  )
  row(
    'raw upsert (signal batched)',
    `${count(raw.rows)} rows, ${rawPerSecond.toFixed(1)} rows/s, p50 ${ms(rawLatency.p50)} / p99 ${ms(rawLatency.p99)}`,
  )
  row(
    'raw rows/s / API ratings/s',
    `x${(rawPerSecond / apiPerSecond).toFixed(2)} (a rating also reads its session, event and question)`,
  )
  row(
    'server RSS before / after (peak)',
    `${before.rss.toFixed(0)} MB / ${after.rss.toFixed(0)} MB (${peakRss.toFixed(0)} MB)`,
  )
  row(
    'CPU during the load (100 % = a core)',
    `server ${share('server')}, load script ${share('script')}, machine ${share('machine')} of ${cpus().length * 100} %`,
  )
}

/** The real server (`npm start`'s src/main.ts) as a process of its own, on the benchmark's database. */
async function startLiveServer(database: Database, dataDir: string, port: number): Promise<RunningServer> {
  const name = singleValue<string>(await database.db.execute(sql`select current_database()`))
  return startServer({
    DATABASE_URL: withDatabase(postgresUrl, name),
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    DEMO_RESET_HOUR: '-1',
    // A stream that ended and reopened would miss signals: it must outlast the run.
    LIVE_STREAM_SECONDS: String(Math.min(3600, seconds + 600)),
    LOG_LEVEL: logLevel,
  })
}

/** The load with the streams open, then the raw reference: every figure of the report. */
async function measure(database: Database, school: LiveClass[], server: RunningServer, port: number) {
  const pid = server.process.pid!
  const lags: number[] = []
  const watches = school.map((liveClass) => new TeacherWatch(liveClass, lags))
  const streams: http.ClientRequest[] = []
  try {
    for (const watch of watches) streams.push(await openStream(port, watch))
    const before = { rss: rssOf(pid), cpu: cpuSeconds(pid) }
    let peakRss = before.rss
    // Sampled: the process's own peak (VmHWM) is that of its start, when it built the demo school.
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssOf(pid))
    }, 500).unref()
    const version = singleValue<string>(await database.db.execute(sql`show server_version`))
    console.log(
      `Server on port ${port} (LOG_LEVEL=${logLevel}), PostgreSQL ${version}, 30 streams open; ${seconds} s of ratings, ${concurrency} in flight ...`,
    )
    const load = await runLoad(port, school, watches)
    clearInterval(sampler)
    const after = { rss: rssOf(pid), cpu: cpuSeconds(pid) }
    await signalsSettled(watches)
    if (server.process.exitCode !== null)
      throw new Error(`the server ended during the run:\n${server.output()}`)
    const heard = watches.map((watch) => watch.snapshot())
    const evaluationRows = singleValue<number>(
      await database.db.execute(
        sql`select count(*)::int from evaluations where event_id in ${school.map((c) => c.eventId)}`,
      ),
    )
    const raw = await timeRawWrites(database, school, load.sent, Math.min(load.accepted, maxRawRows))
    return { load, evaluationRows, heard, lags, raw, before, after, peakRss }
  } finally {
    for (const stream of streams) stream.destroy()
  }
}

async function main(): Promise<void> {
  if (!(seconds > 0) || !(concurrency >= 1)) throw new Error('--seconds and --concurrency must be positive')
  const { database, drop } = await freshPostgresDatabase(postgresUrl)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lernraster-live-load-'))
  let server: RunningServer | undefined
  try {
    await database.migrate()
    const seedStart = performance.now()
    const school = await seedLiveSchool(database.db, new Date())
    console.log(
      `Seeded 30 classes of 30 students in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    )
    const port = await freePort()
    server = await startLiveServer(database, dataDir, port)
    printReport(await measure(database, school, server, port))
  } finally {
    await server?.stop()
    await database.close()
    // pg's Pool.end() resolves once it has asked its connections to close, not once they are closed;
    // DROP DATABASE ... WITH (FORCE) would end the slow ones and the pool would print that it lost them.
    await delay(300)
    await drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
