import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error'
import { isLocalCaller } from '../../lib/local-caller'
import { safeEqual } from '../../lib/secrets'

/** The bearer token of the Authorization header, or undefined. */
function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = typeof header === 'string' ? /^Bearer (\S+)$/i.exec(header) : null
  return match?.[1]
}

/**
 * `GET /metrics` in Prometheus' text format, for a scraper on this machine or one holding
 * METRICS_TOKEN (decision 046). Everybody else gets the 404 of an unknown path: that the route
 * exists is nobody else's business.
 */
export const metricsRoutes: FastifyPluginAsync<{ token: string | undefined }> = async (app, { token }) => {
  app.get(
    '/metrics',
    {
      config: { access: 'public' },
      onRequest: async (request) => {
        const given = bearer(request)
        const holdsToken = token !== undefined && given !== undefined && safeEqual(given, token)
        if (!holdsToken && !isLocalCaller(request)) throw new AppError('notFound')
      },
    },
    async (_request, reply) => {
      const { registry } = app.ctx.metrics
      const text = await registry.metrics()
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text)
    },
  )
}
