import { ownTeacherRatings, ownTeacherRatingsQuery } from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../plugins/auth'
import { listOwnTeacherRatings } from './release.service'

/**
 * The student API's read of the teacher's ratings (issue 19): the caller's own, in an activation of
 * a class they belong to, once the teacher released them (students only, the student API's default).
 */
export const ownTeacherRatingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  app.get(
    '/teacherRatings',
    {
      schema: {
        tags: ['student'],
        querystring: ownTeacherRatingsQuery,
        response: { 200: ownTeacherRatings },
      },
    },
    async (request) => listOwnTeacherRatings(ctx, currentUser(request).id, request.query.event_id),
  )
}
