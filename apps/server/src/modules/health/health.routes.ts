import { errorMessages } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { missingMigrations } from '../../db/migration-state'

const notReady = z.object({ code: z.literal('unavailable'), message: z.string(), reason: z.string() })

/**
 * For load balancers and monitoring (decision 046). `/healthz`: the process is alive and answers,
 * without touching the database (a database outage must not make an orchestrator restart every
 * instance). `/readyz`: this instance can serve, the database answers and has every migration.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  )

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: notReady },
      },
    },
    async (request, reply) => {
      const unavailable = (reason: string) =>
        reply.status(503).send({ code: 'unavailable' as const, message: errorMessages.unavailable, reason })
      let missing: number
      try {
        await app.ctx.db.execute(sql`select 1`)
        missing = await missingMigrations(app.ctx.db)
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database does not answer')
        return unavailable('database does not answer')
      }
      if (missing > 0) return unavailable(`${missing} migration(s) not applied`)
      return { status: 'ok' as const, database: app.ctx.database.kind }
    },
  )
}
