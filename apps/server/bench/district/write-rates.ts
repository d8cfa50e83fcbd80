import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { Database, Db } from '../../src/db/client'
import { resultRows } from '../../src/lib/result-rows'
import { LiveCoalescer } from '../../src/modules/live/live-coalescer'
import { announcing, type LiveSignal, liveChannel } from '../../src/modules/live/live-signal'
import { ratingUpsert } from '../../src/modules/student-app/rating.repo'

/** A (student, question) pair of a run someone may rate. */
interface RatingPair {
  event_id: number
  user_id: number
  question_id: number
  goal: number
  teacher_id: number
}

/** How a rating's live signal is sent, if at all. */
export type SignalWay = 'none' | 'notify in the write' | 'batched'

/** The ways measured: without a signal, as before decision 050, and as the server does since. */
export const signalWays: readonly SignalWay[] = ['none', 'notify in the write', 'batched']

export interface WriteRate {
  writers: number
  way: SignalWay
  writes: number
  perSecond: number
  p50Ms: number
  p95Ms: number
  /** Notifications a listener on the live channel heard during the writes. */
  heard: number
}

/**
 * Pairs of every 97th run of the district, shuffled by the database: the writes spread over many
 * classes as a district's morning does, each a new rating or a later one of the same question.
 */
export async function ratingPairs(db: Db, limit: number): Promise<RatingPair[]> {
  return resultRows<RatingPair>(
    await db.execute(sql`
      select a.event_id, gu.user_id, q.id as question_id, u.goal::float as goal, a.teacher_id
      from active_modules a join group_users gu on gu.group_id = a.group_id join users u on u.id = gu.user_id
      join blocks b on b.module_id = a.module_id join topics t on t.block_id = b.id join questions q on q.topic_id = t.id
      where a.id % 97 = 0 and a.status_id = 2
      order by (gu.user_id::bigint * 7919 + q.id::bigint * 104729) % 1000003 limit ${limit}::int`),
  )
}

const dialect = new PgDialect()

const signalOf = (pair: RatingPair): LiveSignal => ({
  kind: 'progress',
  teachers: [pair.teacher_id],
  students: [pair.user_id],
  event: pair.event_id,
})

/**
 * The statement the server sends for a rating (upsertRating's own SQL), built, not sent; with
 * `withNotify` wrapped in its pg_notify as every rating was announced before decision 050.
 */
function ratingStatement(pair: RatingPair, grade: number, withNotify: boolean) {
  const now = new Date()
  const write = ratingUpsert({
    eventId: pair.event_id,
    userId: pair.user_id,
    questionId: pair.question_id,
    grade,
    goal: pair.goal,
    secondsSpent: 200,
    ratedAt: now,
    clientId: undefined,
    now,
  })
  return dialect.sqlToQuery(withNotify ? announcing(write, signalOf(pair)) : write)
}

function percentile(sorted: Float64Array, share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN
}

/** What one setting (live on or off) wrote over its slices. */
class Tally {
  readonly latencies: number[] = []
  elapsedMs = 0
  heard = 0

  figures(writers: number, way: SignalWay): WriteRate {
    const sorted = Float64Array.from(this.latencies).sort()
    return {
      writers,
      way,
      writes: this.latencies.length,
      perSecond: this.latencies.length / (this.elapsedMs / 1000),
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      heard: this.heard,
    }
  }
}

/**
 * `writers` connections, each writing ratings one after the other, as many requests in flight at
 * once; the ways take turns in `rounds` slices of `seconds / rounds` each, so a change of the
 * machine's load falls on all of them. Batched signals go through a LiveCoalescer on the app's pool
 * as the server sends them; a listener on the live channel (every instance has one) hears them.
 */
export async function measureWriteRates(
  database: Database,
  url: string,
  pairs: RatingPair[],
  input: { writers: number; seconds: number; rounds: number },
): Promise<WriteRate[]> {
  const pool = new pg.Pool({ connectionString: url, max: input.writers })
  // pool.end() answers before its connections have closed; one the dropping of the database ends
  // first is reported here, and is no failure of the measurement.
  pool.on('error', () => {})
  const clients = await Promise.all(Array.from({ length: input.writers }, () => pool.connect()))
  let heard = 0
  const unlisten = await database.listen(liveChannel, { onPayload: () => (heard += 1) })
  const quiet = { warn: () => {} } as unknown as FastifyBaseLogger
  const coalescer = new LiveCoalescer(database.db, quiet)
  const tallies = new Map(signalWays.map((way) => [way, new Tally()]))
  let next = 0
  const slice = async (way: SignalWay) => {
    const tally = tallies.get(way)!
    const heardBefore = heard
    const start = performance.now()
    const deadline = start + (input.seconds * 1000) / input.rounds
    const write = async (client: pg.PoolClient) => {
      while (performance.now() < deadline) {
        const sequence = next++
        const pair = pairs[sequence % pairs.length]!
        const statement = ratingStatement(pair, 1 + (sequence % 10) * 0.5, way === 'notify in the write')
        const sentAt = performance.now()
        await client.query(statement.sql, statement.params)
        // As the rating service does: the signal joins the next batch once the write has committed.
        if (way === 'batched') coalescer.add(signalOf(pair))
        tally.latencies.push(performance.now() - sentAt)
      }
    }
    await Promise.all(clients.map(write))
    tally.elapsedMs += performance.now() - start
    await coalescer.sendNow()
    // The last signals travel after their commits.
    await new Promise((resolve) => setTimeout(resolve, 200))
    tally.heard += heard - heardBefore
  }
  try {
    for (let round = 0; round < input.rounds; round += 1) for (const way of signalWays) await slice(way)
  } finally {
    await unlisten()
    for (const client of clients) client.release()
    await pool.end()
  }
  return signalWays.map((way) => tallies.get(way)!.figures(input.writers, way))
}
