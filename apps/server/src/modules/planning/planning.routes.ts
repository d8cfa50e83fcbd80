import { planningCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { readRun } from '../core/archive-reads'
import { listTopicChoices } from './planning.repo'
import {
  getExamResults,
  getPlannedPage,
  removePlannedEvent,
  saveExamGrades,
  storePlannedEvent,
  updatePlannedEvent,
} from './planning.service'

const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id

/** The teacher's homework and exams (issue 15): lists, setting, moving, removing, exam grades. */
export const planningRoutes = callRoutes(planningCalls, ({ ctx }) => ({
  'GET /events/planned': async (request) => getPlannedPage(ctx, me(request), request.query),
  'GET /events/topicChoices': async (request) => listTopicChoices(ctx.db, me(request)),
  'POST /events/update': async (request) => {
    await updatePlannedEvent(ctx, me(request), request.body)
    return { message: 'updated' }
  },
  'POST /events/remove': async (request) => {
    await removePlannedEvent(ctx, me(request), request.body.id)
    return { message: 'removed' }
  },
  'GET /events/examResults': async (request) =>
    readRun(ctx, request.query.id, (runCtx) => getExamResults(runCtx, me(request), request.query.id)),
  'POST /events/examGrades': async (request) => saveExamGrades(ctx, me(request), request.body),
  'POST /events/store': async (request) => storePlannedEvent(ctx, me(request), request.body),
}))
