import multipart from '@fastify/multipart'
import { rosterImportCalls } from '@lernraster/shared'
import type { FastifyPluginAsync } from 'fastify'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { importRoster } from './roster-import.service'

/**
 * Roster files (decision 044). The multipart parser is registered in this plugin only, as for the
 * uploads of files.routes.ts, so every other route keeps answering a form with 415.
 */
export const rosterImportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart)
  await app.register(
    callRoutes(rosterImportCalls, ({ ctx }) => ({
      'POST /groups/importRoster': async (request, reply) =>
        importRoster(ctx, currentUser(request).id, request, reply),
    })),
  )
}
