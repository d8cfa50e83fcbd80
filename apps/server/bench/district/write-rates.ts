import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Database, Db } from '../../src/db/client'
import { resultRows } from '../../src/lib/result-rows'
import { liveChannel } from '../../src/modules/live/live-signal'
import { upsertRating } from '../../src/modules/student-app/rating.repo'

/** A (student, question) pair of a run someone may rate. */
interface RatingPair {
  event_id: number
  user_id: number
  question_id: number
  goal: number
  teacher_id: number
}

export interface WriteRate {
  writers: number
  live: boolean
  writes: number
  perSecond: number
  p50Ms: number
  p95Ms: number
  /** Signals a listener on the live channel heard during the writes (live on only). */
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

/** The statement the server sends for a rating (upsertRating's own SQL with its pg_notify), built, not sent. */
async function ratingStatement(pair: RatingPair, grade: number) {
  let built: { sql: string; params: unknown[] } | undefined
  const building = {
    execute: async (query: SQL) => {
      built = dialect.sqlToQuery(query)
      return { rows: [] }
    },
  }
  const now = new Date()
  await upsertRating(
    building as unknown as Db,
    {
      eventId: pair.event_id,
      userId: pair.user_id,
      questionId: pair.question_id,
      grade,
      goal: pair.goal,
      secondsSpent: 200,
      ratedAt: now,
      clientId: undefined,
      now,
    },
    { kind: 'progress', teachers: [pair.teacher_id], students: [pair.user_id], event: pair.event_id },
  )
  return built!
}

/**
 * Live off: the same statement with pg_notify(channel, payload) replaced by an expression on the same
 * two parameters, so the write, its plan and its parameters stay and only the notification goes.
 */
const withoutNotify = (statement: { sql: string; params: unknown[] }) => ({
  sql: statement.sql.replace(/pg_notify\((\$\d+), (\$\d+)\)/, 'coalesce($1::text, $2::text)'),
  params: statement.params,
})

function percentile(sorted: Float64Array, share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN
}

/** What one setting (live on or off) wrote over its slices. */
class Tally {
  readonly latencies: number[] = []
  elapsedMs = 0
  heard = 0

  figures(writers: number, live: boolean): WriteRate {
    const sorted = Float64Array.from(this.latencies).sort()
    return {
      writers,
      live,
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
 * once; live on and off take turns in `rounds` slices of `seconds / rounds` each, so a change of the
 * machine's load falls on both. A listener on the live channel (as every server instance has one)
 * hears the signals.
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
  const tallies = { on: new Tally(), off: new Tally() }
  let next = 0
  const slice = async (live: boolean) => {
    const tally = live ? tallies.on : tallies.off
    const heardBefore = heard
    const start = performance.now()
    const deadline = start + (input.seconds * 1000) / input.rounds
    const write = async (client: pg.PoolClient) => {
      while (performance.now() < deadline) {
        const sequence = next++
        const built = await ratingStatement(pairs[sequence % pairs.length]!, 1 + (sequence % 10) * 0.5)
        const statement = live ? built : withoutNotify(built)
        const sentAt = performance.now()
        await client.query(statement.sql, statement.params)
        tally.latencies.push(performance.now() - sentAt)
      }
    }
    await Promise.all(clients.map(write))
    tally.elapsedMs += performance.now() - start
    // The last signals travel after their commits.
    await new Promise((resolve) => setTimeout(resolve, 200))
    tally.heard += heard - heardBefore
  }
  try {
    for (let round = 0; round < input.rounds; round += 1) {
      await slice(true)
      await slice(false)
    }
  } finally {
    await unlisten()
    for (const client of clients) client.release()
    await pool.end()
  }
  return [tallies.on.figures(input.writers, true), tallies.off.figures(input.writers, false)]
}
