import { homeOverview as homeOverviewAnswer } from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { homeOverview } from './home.repo'

/** The start page's one call: the first steps done so far and the classes that need attention. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  app.get(
    '/home/overview',
    { schema: { tags: ['home'], response: { 200: homeOverviewAnswer } } },
    async (request) => homeOverview(ctx.db, currentUser(request).id, ctx.clock.now()),
  )
}
