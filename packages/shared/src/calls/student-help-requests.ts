import {
  helpRequestStoreBody,
  ownHelpRequest,
  ownHelpRequestList,
  ownHelpRequestsQuery,
} from '../contracts/help-requests'
import { defineCalls } from './call'

/**
 * Issue 19, the student app: "Ich brauche Hilfe" on a topic of a module the class runs, and the
 * student's own requests with whether they were handled.
 */
export const studentHelpRequestsCalls = defineCalls('student', {
  /**
   * The rules of rating: another class's event 404; a topic not of the activation's module a field
   * error; a finished module or an inactive membership 403. 200, not 201: while the request on the
   * topic is open, asking again answers that same request with the new text. Sent again with the same
   * `client_id`, it is the same request.
   */
  'POST /helpRequests/store': {
    operationId: 'askForHelp',
    summary: 'Zu einem Thema um Hilfe bitten',
    access: 'student',
    body: helpRequestStoreBody,
    answer: ownHelpRequest,
    errors: ['notFound', 'forbidden'],
  },
  /** The student's own help requests in an activation of their class; another one is not found. */
  'GET /helpRequests': {
    operationId: 'listHelpRequests',
    summary: 'Die eigenen Bitten um Hilfe in einem Modul und ob sie erledigt sind',
    access: 'student',
    query: ownHelpRequestsQuery,
    answer: ownHelpRequestList,
    errors: ['notFound'],
  },
})
