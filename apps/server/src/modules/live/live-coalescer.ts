import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { type LiveSignal, liveChannel, payloadOf } from './live-signal'

/**
 * The signals of the hottest write, a student's rating, sent together (issue 36 item 3, decision
 * 050). A NOTIFY inside each rating's transaction makes every rating's commit wait for PostgreSQL's
 * one notification queue: in a district, where a thousand ratings a second is an ordinary lesson,
 * that halved the rate of writes. So a rating's signal is collected here after its commit, merged
 * with the others of the same run and kind (a signal only says what to fetch again: one for a run
 * carries the news of thirty ratings), and all of them go out in one statement every
 * `intervalMs` - a few notifications a second per instance instead of one per rating.
 *
 * The price: a signal reaches the screens up to `intervalMs` later, and one collected when an
 * instance dies is lost (the screens fetch again when their stream reconnects). Rare writes (help,
 * feedback, joining) keep their NOTIFY in the write's own statement.
 */
export class LiveCoalescer {
  private readonly pending = new Map<
    string,
    { signal: LiveSignal; teachers: Set<number>; students: Set<number> }
  >()
  private timer: NodeJS.Timeout | undefined
  private flushing: Promise<void> = Promise.resolve()

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = 150,
  ) {}

  /** Sends `signal` with the next batch. Call it after the write it announces has committed. */
  add(signal: LiveSignal): void {
    const key = `${signal.kind}:${signal.event ?? ''}`
    let entry = this.pending.get(key)
    if (!entry) {
      entry = { signal, teachers: new Set(), students: new Set() }
      this.pending.set(key, entry)
    }
    for (const id of signal.teachers) entry.teachers.add(id)
    for (const id of signal.students ?? []) entry.students.add(id)
    this.timer ??= setTimeout(() => {
      this.flushing = this.flushing.then(() => this.flush())
    }, this.intervalMs).unref()
  }

  /** Sends what is collected now, before its time (on close, so that nothing collected is left behind). */
  async sendNow(): Promise<void> {
    clearTimeout(this.timer)
    await this.flushing
    await this.flush()
  }

  private async flush(): Promise<void> {
    this.timer = undefined
    const payloads = [...this.pending.values()].map(({ signal, teachers, students }) =>
      payloadOf({ ...signal, teachers: [...teachers], students: [...students] }),
    )
    this.pending.clear()
    if (payloads.length === 0) return
    try {
      // One statement, one commit: the queue is taken once per batch, not once per signal.
      await this.db.execute(
        sql`select pg_notify(${liveChannel}, p) from unnest(${sql.param(payloads)}::text[]) p`,
      )
    } catch (error) {
      // The database is away: the streams' resync on reconnect makes every screen fetch again.
      this.log.warn({ err: error, signals: payloads.length }, 'live signals not sent')
    }
  }
}
