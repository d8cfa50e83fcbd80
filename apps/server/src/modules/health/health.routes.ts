import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendError } from '../../plugins/errors'

/** For load balancers and monitoring: 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } },
    },
    async (request, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`)
        return { status: 'ok' as const, database: app.ctx.database.kind }
      } catch (error) {
        request.log.error({ err: error }, 'health check: database does not answer')
        return sendError(reply, 'unavailable')
      }
    },
  )
}
