import { inStudentWording, studentApi, teacherApi } from '@lernraster/shared'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from './config'
import type { AppContext } from './context'
import type { Database } from './db/client'
import { type Clock, systemClock } from './lib/clock'
import { type LogStream, loggerOptions, logRequest } from './lib/logger'
import { setPasswordHashCost } from './lib/passwords'
import { Throttle } from './lib/throttle'
import { MAX_ATTEMPTS, MailDelivery } from './mail/delivery'
import { Mailer } from './mail/mailer'
import { countUnsentMails } from './mail/outbox'
import { accountRoutes } from './modules/account/account.routes'
import { activationsRoutes } from './modules/activations/activations.routes'
import { adminRoutes } from './modules/admin/admin.routes'
import { authRoutes } from './modules/auth/auth.routes'
import { checkResultsRoutes } from './modules/checks/check-results.routes'
import { checkStatisticsRoutes } from './modules/checks/check-statistics.routes'
import { checksRoutes } from './modules/checks/checks.routes'
import { studentChecksRoutes } from './modules/checks/student-checks.routes'
import { classImportRoutes } from './modules/class-import/class-import.routes'
import { studentInvitationsRoutes } from './modules/class-import/student-invitations.routes'
import { devMailboxRoutes } from './modules/dev-mailbox/mailbox.routes'
import { documentsRoutes } from './modules/documents/documents.routes'
import { generalFeedbackRoutes } from './modules/feedback/general-feedback.routes'
import { feedsRoutes } from './modules/feeds/feeds.routes'
import { fileStoreFor } from './modules/file-stores/file-store'
import { filesRoutes } from './modules/files/files.routes'
import { gridRoutes } from './modules/grid/grid.routes'
import { groupsRoutes } from './modules/groups/groups.routes'
import { appConfigRoutes } from './modules/health/app-config.routes'
import { healthRoutes } from './modules/health/health.routes'
import { helpRequestsRoutes } from './modules/help-requests/help-requests.routes'
import { studentHelpRequestsRoutes } from './modules/help-requests/student-help-requests.routes'
import { homeRoutes } from './modules/home/home.routes'
import { liveRoutes } from './modules/live/live.routes'
import { LiveBus } from './modules/live/live-bus'
import { studentLiveRoutes } from './modules/live/student-live.routes'
import { Metrics } from './modules/metrics/metrics'
import { metricsRoutes } from './modules/metrics/metrics.routes'
import { modulesRoutes } from './modules/modules/modules.routes'
import { nextStepsRoutes, ownNextStepRoutes } from './modules/next-steps/next-steps.routes'
import { planningRoutes } from './modules/planning/planning.routes'
import { progressRoutes } from './modules/progress/progress.routes'
import { rosterImportRoutes } from './modules/roster-import/roster-import.routes'
import { schoolSignInRoutes, studentSchoolSignInRoutes } from './modules/school-sign-in/school-sign-in.routes'
import { schoolYearRoutes } from './modules/school-year/school-year.routes'
import { sharingRoutes } from './modules/sharing/sharing.routes'
import { statisticsRoutes } from './modules/statistics/statistics.routes'
import { authorStoreRoutes } from './modules/store/author-store.routes'
import { storeRoutes } from './modules/store/store.routes'
import { storeLookupsRoutes } from './modules/store-lookups/store-lookups.routes'
import { storeProviderRoutes } from './modules/store-provider/store-provider.routes'
import { studentAccountRoutes } from './modules/student-accounts/student-accounts.routes'
import { studentRoutes } from './modules/student-app/student.routes'
import { studentAuthRoutes } from './modules/student-app/student-auth.routes'
import { studentAccountDataRoutes, studentDataRoutes } from './modules/student-data/student-data.routes'
import { subjectsRoutes } from './modules/subjects/subjects.routes'
import { ownTeacherRatingsRoutes } from './modules/teacher-ratings/own-teacher-ratings.routes'
import { teacherRatingsRoutes } from './modules/teacher-ratings/teacher-ratings.routes'
import { trashRoutes } from './modules/trash/trash.routes'
import { usersRoutes } from './modules/users/users.routes'
import { studentApiDescription, teacherApiDescription } from './openapi/descriptions'
import { apiPrefix, studentApiPrefix } from './paths'
import { checkAnswersAgainstCalls } from './plugins/answer-check'
import { registerAuth } from './plugins/auth'
import { frameworkErrors, registerErrorHandler } from './plugins/errors'
import { registerOpenApiDocument } from './plugins/openapi'
import { responseSerializerCompiler } from './plugins/response-serializer'
import { recordRoutes } from './plugins/route-list'
import { registerSecurity } from './plugins/security'
import { registerWebApp } from './plugins/web-app'

export interface BuildAppOptions {
  config: Config
  database: Database
  clock?: Clock
  /** Set by main.ts on the embedded database: lets `npm run admin` run its commands through this process. */
  adminSecret?: string
  /** Tests pass false to keep their output clean. */
  logger?: boolean
  /** Where log lines go instead of stdout; tests read them to check what is logged. */
  logStream?: LogStream
  /**
   * Every answer also checked against its zod schema (plugins/response-serializer.ts): by default in
   * the tests (NODE_ENV=test); the benchmarks turn it off to measure what production does.
   */
  checkAnswers?: boolean
}

/** The whole server, ready for inject() or listen(); it never listens itself. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options
  const clock = options.clock ?? systemClock
  setPasswordHashCost(config.PASSWORD_HASH_MEMORY_KIB, config.PASSWORD_HASH_PASSES)
  // Messages our contracts leave to zod (a body that is a list, a wrong type) read in German too.
  z.config(z.locales.de())
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    // One line per request instead of Fastify's two (lib/logger.ts logRequest): a third of the
    // server's time went into writing log lines (decision 020).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 100 * 1024,
    trustProxy: config.TRUST_PROXY,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>()
  // The API speaks JSON only; Fastify's built-in text/plain parser would let a plain string reach validation.
  app.removeContentTypeParser('text/plain')
  app.setValidatorCompiler(validatorCompiler)
  // In the tests every answer is also checked against its zod schema (plugins/response-serializer).
  const checkAnswers = options.checkAnswers ?? config.NODE_ENV === 'test'
  app.setSerializerCompiler(responseSerializerCompiler({ compare: checkAnswers }))
  // ... and against its call's table entry: its status, and the error codes the entry lists.
  if (checkAnswers) checkAnswersAgainstCalls(app)

  const { pool } = database
  const metrics = new Metrics(database.kind, () => ({
    pool: pool && (() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })),
    liveStreams: () => ctx.live.openStreamsByAudience(),
    mails: () => countUnsentMails(database.db, MAX_ATTEMPTS),
    onCollectError: (error) => app.log.warn({ err: error }, 'metrics: the outbox could not be counted'),
  }))
  const delivery = new MailDelivery(database.db, clock, app.log, config.SMTP_URL, config.MAIL_FROM, () =>
    metrics.mailSendFailed(),
  )
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    throttle: new Throttle(database.db, clock),
    mailer: new Mailer(config, clock, delivery),
    live: new LiveBus(database, app.log),
    files: fileStoreFor(config),
    metrics,
  }
  app.decorate('ctx', ctx)
  app.addHook('onReady', async () => {
    delivery.start()
    await ctx.live.start()
  })
  app.addHook('onClose', async () => {
    await ctx.live.stop()
    await delivery.stop()
  })

  app.addHook('onResponse', logRequest)
  // A callback hook like logRequest (decision 020). The pattern Fastify matched, never the URL: ids
  // and tokens stay out of the labels, and their number stays bounded.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '(unmatched)'
    metrics.requestAnswered(request.method, route, reply.statusCode, reply.elapsedTime / 1000)
    done()
  })
  recordRoutes(app)
  registerErrorHandler(app)
  await registerSecurity(app, config)
  registerAuth(app)

  await app.register(healthRoutes)
  await app.register(metricsRoutes, { token: config.METRICS_TOKEN })
  await app.register(
    async (api) => {
      await api.register(appConfigRoutes)
      await api.register(authRoutes)
      await api.register(schoolSignInRoutes)
      await api.register(usersRoutes)
      await api.register(accountRoutes)
      await api.register(generalFeedbackRoutes)
      await api.register(subjectsRoutes)
      await api.register(groupsRoutes)
      await api.register(schoolYearRoutes)
      await api.register(classImportRoutes)
      await api.register(studentAccountRoutes)
      await api.register(studentAccountDataRoutes)
      await api.register(rosterImportRoutes)
      await api.register(statisticsRoutes)
      await api.register(planningRoutes)
      await api.register(homeRoutes)
      await api.register(modulesRoutes)
      await api.register(gridRoutes)
      await api.register(checksRoutes)
      await api.register(checkStatisticsRoutes)
      await api.register(checkResultsRoutes)
      await api.register(filesRoutes)
      await api.register(activationsRoutes)
      await api.register(sharingRoutes)
      await api.register(feedsRoutes)
      await api.register(progressRoutes)
      await api.register(teacherRatingsRoutes)
      await api.register(helpRequestsRoutes)
      await api.register(nextStepsRoutes)
      await api.register(storeLookupsRoutes)
      await api.register(storeRoutes)
      await api.register(authorStoreRoutes)
      await api.register(storeProviderRoutes)
      await api.register(trashRoutes)
      await api.register(liveRoutes)
      registerOpenApiDocument(api, teacherApi, teacherApiDescription)
    },
    { prefix: apiPrefix },
  )
  await app.register(
    async (student) => {
      // The shared texts in "Sie" reach students as their du twins (issue 32); the teacher API keeps Sie.
      registerErrorHandler(student, inStudentWording)
      await student.register(studentAuthRoutes)
      await student.register(studentSchoolSignInRoutes)
      await student.register(studentRoutes)
      await student.register(studentInvitationsRoutes)
      await student.register(ownTeacherRatingsRoutes)
      await student.register(studentChecksRoutes)
      await student.register(studentHelpRequestsRoutes)
      await student.register(ownNextStepRoutes)
      await student.register(studentLiveRoutes)
      await student.register(studentDataRoutes)
      registerOpenApiDocument(student, studentApi, studentApiDescription)
    },
    { prefix: studentApiPrefix },
  )
  await app.register(documentsRoutes, { operatorDir: config.DOCUMENTS_DIR })
  if (config.localMailbox && !config.isProduction) await app.register(devMailboxRoutes)
  if (options.adminSecret) await app.register(adminRoutes, { secret: options.adminSecret })
  await registerWebApp(app, config.WEB_DIST_DIR)
  return app
}
