/**
 * How the live signal of a rating costs the rating's write (issue 36 item 3, decision 050): ratings
 * written straight through a pool of the server's size by 1, 8 and 32 concurrent writers for a few
 * seconds each, three ways in one run on PostgreSQL: without any signal, with the NOTIFY in the
 * rating's own statement (as every rating was announced before decision 050), and with the signal
 * batched per instance (LiveCoalescer, as the server does now). A listener counts what arrives, so a
 * way that loses signals shows. Not a test: it prints figures.
 *
 *   npm run bench:live-writes -w apps/server            (3 s per writer count and way)
 *   WRITE_SECONDS=10 npm run bench:live-writes -w apps/server
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (the default)
 */

import pg from 'pg'
import { openPostgres } from '../src/db/client'
import { LiveCoalescer } from '../src/modules/live/live-coalescer'
import { announcing, type LiveSignal, liveChannel } from '../src/modules/live/live-signal'
import { ratingUpsert, upsertRating } from '../src/modules/student-app/rating.repo'
import { adminQuery, uniqueDatabaseName, withDatabase } from '../test/support/template-database'
import { ratingAt, seedLiveSchool } from './live-school'

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const seconds = Number(process.env.WRITE_SECONDS ?? 3)
const writerCounts = [1, 8, 32]
type Way = 'no signal' | 'NOTIFY in the write' | 'batched (decision 050)'
const ways: Way[] = ['no signal', 'NOTIFY in the write', 'batched (decision 050)']

const name = uniqueDatabaseName('lernraster_bench_writes')
await adminQuery(url, `CREATE DATABASE ${name}`)
// The server's pool: 10 connections (db/client.ts); 32 writers queue for them as requests would.
const database = openPostgres(withDatabase(url, name))
const listener = new pg.Client({ connectionString: withDatabase(url, name) })
try {
  await database.migrate()
  const school = await seedLiveSchool(database.db, new Date())
  let heard = 0
  await listener.connect()
  listener.on('notification', () => {
    heard++
  })
  await listener.query(`LISTEN ${liveChannel}`)
  const quiet = { warn: () => {} } as unknown as ConstructorParameters<typeof LiveCoalescer>[1]
  const coalescer = new LiveCoalescer(database.db, quiet)
  let sequence = 0

  /** One rating, written the given way; answers when its write has committed. */
  async function write(way: Way): Promise<void> {
    const rating = ratingAt(school, sequence++)
    const input = {
      eventId: rating.liveClass.eventId,
      userId: rating.student.id,
      questionId: rating.questionId,
      grade: rating.grade,
      goal: rating.student.goal,
      secondsSpent: rating.secondsSpent,
      // Each rating later than the last: every write writes.
      ratedAt: new Date(Date.now() + sequence),
      clientId: undefined,
      now: new Date(),
    }
    const signal: LiveSignal = {
      kind: 'progress',
      teachers: [rating.liveClass.teacherId],
      students: [rating.student.id],
      event: rating.liveClass.eventId,
    }
    if (way === 'NOTIFY in the write') {
      // The statement as it was before decision 050: the write and its pg_notify in one.
      await database.db.execute(announcing(ratingUpsert(input), signal))
      return
    }
    await upsertRating(database.db, input)
    if (way === 'batched (decision 050)') coalescer.add(signal)
  }

  console.log(`Ratings written by concurrent writers for ${seconds} s each (PostgreSQL, a pool of 10):`)
  console.log('writers  way                          ratings/s   p50 ms   p95 ms   signals heard')
  const perSecond: Record<string, number> = {}
  for (const writers of writerCounts) {
    for (const way of ways) {
      heard = 0
      const latencies: number[] = []
      const until = performance.now() + seconds * 1000
      const started = performance.now()
      await Promise.all(
        Array.from({ length: writers }, async () => {
          while (performance.now() < until) {
            const begun = performance.now()
            await write(way)
            latencies.push(performance.now() - begun)
          }
        }),
      )
      const elapsed = (performance.now() - started) / 1000
      await coalescer.sendNow()
      // Let the last notifications arrive before they are counted.
      await listener.query('select 1')
      latencies.sort((a, b) => a - b)
      const rate = latencies.length / elapsed
      perSecond[`${writers}:${way}`] = rate
      console.log(
        `${String(writers).padStart(7)}  ${way.padEnd(27)} ${rate.toFixed(0).padStart(10)} ${latencies[Math.floor(latencies.length / 2)]!.toFixed(2).padStart(8)} ${latencies[Math.floor(latencies.length * 0.95)]!.toFixed(2).padStart(8)}   ${heard} of ${latencies.length} ratings`,
      )
    }
  }
  console.log('\nWith live signals, share of the rate without them (goal >= 80 % at 8 and 32 writers):')
  for (const writers of writerCounts) {
    const off = perSecond[`${writers}:no signal`]!
    const inWrite = perSecond[`${writers}:NOTIFY in the write`]! / off
    const batched = perSecond[`${writers}:batched (decision 050)`]! / off
    console.log(
      `${String(writers).padStart(7)} writers: NOTIFY in the write ${(inWrite * 100).toFixed(0)} %, batched ${(batched * 100).toFixed(0)} %`,
    )
  }
} finally {
  await listener.end().catch(() => {})
  await database.close()
  await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}
