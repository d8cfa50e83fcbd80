import { rmSync, writeFileSync } from 'node:fs'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { createEmbeddedIfAsked, createEmbeddedInChild } from './db/create-embedded'
import { adminSecretFile, DataDirLockedError } from './db/data-dir-lock'
import { openDatabase } from './db/open'
import { dayPeriod } from './lib/scheduled-runs'
import { newToken } from './lib/secrets'
import { runHourlyMaintenance } from './maintenance'
import { scheduleDaily } from './modules/demo/daily-schedule'
import { resetDemoAccountsOnce, seedDemoIfEmpty, standingDemoLink } from './modules/demo/demo.service'
import { filesLeftInFolder } from './modules/files/files-migration'

const HOUR = 60 * 60_000

function fail(message: string): never {
  console.error(`\nLernraster cannot start:\n${message}\n`)
  process.exit(1)
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }

  let opened: Awaited<ReturnType<typeof openDatabase>>
  try {
    opened = await openDatabase(config, 'server', { createEmbedded: createEmbeddedInChild })
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(
        `${error.message}\nIs Lernraster already running with DATA_DIR=${config.DATA_DIR}? Stop it first, or use another DATA_DIR.`,
      )
    }
    throw error
  }
  const { database, lock } = opened

  // On the embedded database, admin commands come in through the running server (see data-dir-lock.ts).
  const adminSecret = lock ? newToken() : undefined
  if (adminSecret) writeFileSync(adminSecretFile(config.DATA_DIR), adminSecret, { mode: 0o600 })

  const app = await buildApp({ config, database, adminSecret })
  const seeded = await seedDemoIfEmpty(app.ctx)
  app.ctx.metrics.jobRun('demo-seed', seeded ? 'ran' : 'skipped')
  await app.listen({ port: config.PORT, host: config.HOST })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  const localUrl = `http://${config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST}:${port}`
  lock?.update({ url: localUrl })

  // The hour's maintenance at start too (after a stop, expired things and crash leftovers go at
  // once); with several instances only the first to claim the hour runs it (decision 046).
  const maintenanceAtStart = await runHourlyMaintenance(app.ctx).catch((error: unknown) => {
    app.log.error({ err: error }, 'maintenance failed')
    return 'failed' as const
  })
  const demoLink = await standingDemoLink(app.ctx)
  // Files kept in this instance's folder before the store changed are served only by it (decision 049).
  const leftInFolder = app.ctx.files.kind === 'folder' ? 0 : (await filesLeftInFolder(app.ctx)).ids.length
  // Not a reason to refuse to start (a storage may come back); a reason to say so at once.
  const filesProblem = await app.ctx.files.problem()
  const lines = [
    '',
    `  Lernraster is running at ${config.APP_URL}`,
    `  Demo login:     ${demoLink}`,
    `                  (the same at every start; a new one: npm run admin -- demo-link --rotate)`,
    config.localMailbox
      ? `  Local mailbox:  ${localUrl}/dev/mailbox (only from this machine)`
      : `  Mail goes out over SMTP.`,
    `  Database:       ${database.kind === 'pglite' ? `embedded (${config.DATA_DIR}/pglite)` : 'PostgreSQL'}`,
    // What THIS instance did: with several on one database, only the one that seeded says so.
    seeded
      ? `  Demo data:      created by this instance (the database was empty)`
      : `  Demo data:      not created here: accounts found (made earlier or by another instance)`,
    `  Hourly jobs:    once per installation, by whichever instance claims the hour first;`,
    `                  this hour's: ${maintenanceAtStart === 'ran' ? 'run by this instance at start' : maintenanceAtStart === 'skipped' ? 'already run by another instance' : 'failed at start (see the log), retried next hour'}`,
    `  Files:          ${app.ctx.files.description}`,
    ...(filesProblem
      ? [`                  NOT REACHABLE: ${filesProblem}; uploads and downloads fail until it is`]
      : []),
    ...(leftInFolder > 0
      ? [
          `                  ${leftInFolder} file(s) are still only in ${config.FILES_DIR}, which only this instance serves:`,
          `                  npm run admin -- files migrate moves them into the store in use`,
        ]
      : []),
    `  Admin commands: npm run admin -- users`,
    '',
  ]
  const stopDemoReset =
    config.DEMO_RESET_HOUR >= 0
      ? scheduleDaily(
          config.DEMO_RESET_HOUR,
          async () => {
            const run = { job: 'demo-reset', period: dayPeriod(app.ctx.clock.now()) }
            const accounts = await resetDemoAccountsOnce(app.ctx, run)
            app.ctx.metrics.jobRun(run.job, accounts === null ? 'skipped' : 'ran')
            if (accounts === null) app.log.info(run, 'demo reset already done by another instance')
            else app.log.info({ accounts }, 'demo accounts reset')
          },
          (error) => {
            app.ctx.metrics.jobRun('demo-reset', 'failed')
            app.log.error({ err: error }, 'demo reset failed')
          },
        )
      : () => {}
  const maintenance = setInterval(() => {
    runHourlyMaintenance(app.ctx)
      .then((outcome) => {
        if (outcome === 'skipped') app.log.info('hourly maintenance already done by another instance')
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'maintenance failed'))
  }, HOUR)
  maintenance.unref()

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const forceExit = setTimeout(() => process.exit(1), 10_000)
    forceExit.unref()
    stopDemoReset()
    clearInterval(maintenance)
    try {
      await app.close()
      await database.close()
    } finally {
      if (adminSecret) rmSync(adminSecretFile(config.DATA_DIR), { force: true })
      lock?.release()
    }
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  // The banner last: whoever waits for it (the journeys' servers) may stop the server at once.
  console.log(lines.join('\n'))
}

// The same program, started by the server to create its embedded database (db/create-embedded.ts).
const run = async () => ((await createEmbeddedIfAsked()) ? undefined : main())

run().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
