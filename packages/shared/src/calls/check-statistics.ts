import { checkStatisticsOrNone, checkStatisticsQuery } from '../contracts/check-statistics'
import { defineCalls } from './call'

/**
 * Issue 37 item 4: the item statistics of a topic's check in one run, for the class's teacher and the
 * module's owner (the progress screens' rule; anyone else 404), as JSON and as a CSV for Excel.
 */
export const checkStatisticsCalls = defineCalls('checks', {
  'GET /checks/statistics': {
    operationId: 'getCheckStatistics',
    summary: 'Die Auswertung der Lernkontrolle eines Themas in einer Aktivierung (null ohne Lernkontrolle)',
    access: 'teacher',
    query: checkStatisticsQuery,
    answer: checkStatisticsOrNone,
    errors: ['notFound'],
  },
  'GET /checks/statistics.csv': {
    operationId: 'getCheckStatisticsCsv',
    summary: 'Die Auswertung der Lernkontrolle eines Themas in einer Aktivierung als CSV',
    access: 'teacher',
    query: checkStatisticsQuery,
    answers: 'file',
    errors: ['notFound'],
  },
})
