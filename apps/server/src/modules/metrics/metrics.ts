import { Counter, Gauge, Histogram, Registry } from 'prom-client'

/** What a job run came to: done here, already done by another instance this period, or failed. */
export type JobOutcome = 'ran' | 'skipped' | 'failed'

/** Where the gauges read their values at each scrape (set by buildApp once the parts exist). */
export interface MetricSources {
  /** node-postgres' pool; undefined on the embedded database (one connection inside this process). */
  pool?: () => { total: number; idle: number; waiting: number }
  liveStreams: () => { teacher: number; student: number }
  /** The outbox of the whole installation; rejects when the database does not answer. */
  mails: () => Promise<{ queued: number; failed: number }>
  onCollectError: (error: unknown) => void
}

/** Buckets in seconds: most calls take milliseconds, uploads and exports up to several seconds. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

/**
 * The server's Prometheus metrics (decision 046). One registry per app instance, never prom-client's
 * global one: the tests build many apps in one process, and each must count only its own requests.
 */
export class Metrics {
  readonly registry = new Registry()
  private readonly requests: Counter<'method' | 'route' | 'status'>
  private readonly latency: Histogram<'method' | 'route'>
  private readonly jobs: Counter<'job' | 'outcome'>
  private readonly mailFailures: Counter

  constructor(databaseKind: 'pglite' | 'postgres', sources: () => MetricSources) {
    const registers = [this.registry]
    this.requests = new Counter({
      name: 'lernraster_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern (never the raw URL) and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    })
    this.latency = new Histogram({
      name: 'lernraster_http_request_duration_seconds',
      help: 'Time from request to answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: latencyBuckets,
      registers,
    })
    this.jobs = new Counter({
      name: 'lernraster_jobs_total',
      help: 'Scheduled job runs of this instance, by job and outcome (ran, skipped: another instance ran it, failed)',
      labelNames: ['job', 'outcome'],
      registers,
    })
    this.mailFailures = new Counter({
      name: 'lernraster_mail_send_failures_total',
      help: 'Attempts of this instance to hand a mail to the SMTP server that failed (it is retried)',
      registers,
    })
    new Gauge({
      name: 'lernraster_database_info',
      help: 'The database in use: kind="postgres" (a pool of connections) or "pglite" (embedded, one connection inside this process)',
      labelNames: ['kind'],
      registers,
    }).set({ kind: databaseKind }, 1)
    if (databaseKind === 'postgres') {
      new Gauge({
        name: 'lernraster_db_pool_connections',
        help: 'Connections of the PostgreSQL pool: total open, idle, and requests waiting for one',
        labelNames: ['state'],
        registers,
        collect() {
          const pool = sources().pool?.()
          if (!pool) return
          for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, pool[state])
        },
      })
    }
    new Gauge({
      name: 'lernraster_live_streams',
      help: 'Live event streams open on this instance, by audience (teacher, student)',
      labelNames: ['audience'],
      registers,
      collect() {
        const open = sources().liveStreams()
        this.set({ audience: 'teacher' }, open.teacher)
        this.set({ audience: 'student' }, open.student)
      },
    })
    new Gauge({
      name: 'lernraster_mails',
      help: 'Unsent mails in the outbox of the installation: queued (to be sent or retried) and failed (given up)',
      labelNames: ['state'],
      registers,
      async collect() {
        const { mails, onCollectError } = sources()
        try {
          const counts = await mails()
          this.set({ state: 'queued' }, counts.queued)
          this.set({ state: 'failed' }, counts.failed)
        } catch (error) {
          // A scrape still answers when the database does not: without this family's values.
          this.reset()
          onCollectError(error)
        }
      },
    })
  }

  /** `route` is the pattern Fastify matched ("/api/teacher/v1/groups/:groupId"), never the URL. */
  requestAnswered(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) })
    this.latency.observe({ method, route }, seconds)
  }

  jobRun(job: string, outcome: JobOutcome): void {
    this.jobs.inc({ job, outcome })
  }

  mailSendFailed(): void {
    this.mailFailures.inc()
  }
}
