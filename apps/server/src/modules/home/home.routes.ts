import { homeCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { homeOverview } from './home.repo'

/** The start page's one call: the first steps done so far and the classes that need attention. */
export const homeRoutes = callRoutes(homeCalls, ({ ctx }) => ({
  'GET /home/overview': async (request) => homeOverview(ctx.db, currentUser(request).id, ctx.clock.now()),
}))
