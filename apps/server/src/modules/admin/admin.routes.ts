import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminCommand, runAdminCommand } from '../../admin/commands'
import { AppError } from '../../lib/app-error'
import { isLocalCaller } from '../../lib/local-caller'
import { safeEqual } from '../../lib/secrets'

/**
 * Lets `npm run admin` run a command inside the server that holds the embedded database. Only from
 * this machine, and only with the secret the server wrote into DATA_DIR (readable by its owner).
 */
export const adminRoutes: FastifyPluginAsync<{ secret: string }> = async (app, { secret }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/internal/admin',
    {
      config: { access: 'public' },
      schema: { body: adminCommand, response: { 200: z.object({ output: z.string() }) } },
      // Checked before the body is parsed: a stranger learns nothing, not even the command format.
      onRequest: async (request) => {
        const given = request.headers['x-admin-secret']
        if (!isLocalCaller(request) || typeof given !== 'string' || !safeEqual(given, secret)) {
          throw new AppError('forbidden')
        }
      },
    },
    async (request) => ({ output: await runAdminCommand(app.ctx, request.body) }),
  )
}
