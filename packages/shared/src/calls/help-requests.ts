import {
  helpRequest,
  helpRequestHandleBody,
  helpRequestList,
  helpRequestsQuery,
} from '../contracts/help-requests'
import { defineCalls } from './call'

/**
 * Issue 19: the help requests of the caller's activations (the class's teacher and the module's
 * owner, apps/server/src/modules/help-requests/help-requests.repo.ts) for the feed and the progress
 * tiles, and marking one handled.
 */
export const helpRequestCalls = defineCalls('help requests', {
  /** Open requests and those handled in the last 14 days; an activation the caller may not read: 404. */
  'GET /helpRequests': {
    operationId: 'listHelpRequests',
    summary: 'Die offenen und kürzlich erledigten Hilfeanfragen der eigenen Aktivierungen',
    access: 'teacher',
    query: helpRequestsQuery,
    answer: helpRequestList,
    errors: ['notFound'],
  },
  /** One handled before is answered as it is; someone who may not read it: 404. */
  'POST /helpRequests/handle': {
    operationId: 'handleHelpRequest',
    summary: 'Eine Hilfeanfrage als erledigt markieren',
    access: 'teacher',
    body: helpRequestHandleBody,
    answer: helpRequest,
    errors: ['notFound'],
  },
})
