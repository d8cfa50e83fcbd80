import { checkStatisticsCalls } from '@lernraster/shared'
import { AppError } from '../../lib/app-error'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { readRun } from '../core/archive-reads'
import { contentDisposition } from '../files/file-name'
import { checkStatisticsCsv, checkStatisticsFileName } from './check-statistics.csv'
import { getCheckStatistics } from './check-statistics.service'

/**
 * Issue 37 item 4: a check's item statistics in one run, for whoever may read the run's progress (the
 * class's teacher, the module's owner); an archived class's run from the archive, as its other reads.
 */
export const checkStatisticsRoutes = callRoutes(checkStatisticsCalls, ({ ctx }) => ({
  'GET /checks/statistics': async (request) =>
    readRun(ctx, request.query.event_id, (runCtx) =>
      getCheckStatistics(runCtx, currentUser(request).id, {
        eventId: request.query.event_id,
        topicId: request.query.topic_id,
      }),
    ),
  'GET /checks/statistics.csv': async (request, reply) => {
    const statistics = await readRun(ctx, request.query.event_id, (runCtx) =>
      getCheckStatistics(runCtx, currentUser(request).id, {
        eventId: request.query.event_id,
        topicId: request.query.topic_id,
      }),
    )
    // A topic without a check has nothing to download: as a topic that does not exist.
    if (statistics === null) throw new AppError('notFound')
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        contentDisposition('attachment', checkStatisticsFileName(statistics.topic_title)),
      )
      .header('cache-control', 'no-store')
      .send(checkStatisticsCsv(statistics))
  },
}))
