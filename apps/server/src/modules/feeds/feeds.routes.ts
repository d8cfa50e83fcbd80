import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

// Issue 12 fills this plugin (being written).
export const feedsRoutes: FastifyPluginAsyncZod = async () => {}
