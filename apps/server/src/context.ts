import type { Config } from './config'
import type { Database, Db } from './db/client'
import type { Clock } from './lib/clock'
import type { Throttle } from './lib/throttle'
import type { Mailer } from './mail/mailer'
import type { FileStore } from './modules/file-stores/file-store'
import type { LiveBus } from './modules/live/live-bus'
import type { Metrics } from './modules/metrics/metrics'

/** What every module of the server may use; built once in buildApp(). */
export interface AppContext {
  config: Config
  database: Database
  db: Db
  clock: Clock
  mailer: Mailer
  throttle: Throttle
  /** The live signals of the database's channel, for the teachers' open streams (issue 15). */
  live: LiveBus
  /** Where uploaded files' bytes live (decision 049). */
  files: FileStore
  /** This instance's Prometheus metrics, served at /metrics (decision 046). */
  metrics: Metrics
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
  }
}
