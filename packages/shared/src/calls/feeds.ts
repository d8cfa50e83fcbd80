import {
  changeFeedList,
  feedbackToggleAnswer,
  feedbackToggleBody,
  feedPageQuery,
  feedTakeQuery,
  newestEvaluationList,
  studentFeedbackList,
} from '../contracts/feeds'
import { defineCalls } from './call'

/**
 * docs/product/runs.md "Feeds": the feeds beside the overview's three tabs. Each reads only
 * what the caller's own activations and modules, and the modules shared with or bought by the caller,
 * hold.
 */
export const feedCalls = defineCalls('feeds', {
  'GET /evaluations/newest': {
    operationId: 'listNewestEvaluations',
    summary: 'Die neuesten Bewertungen der Lernenden, seitenweise',
    access: 'teacher',
    query: feedPageQuery,
    answer: newestEvaluationList,
    errors: [],
  },
  'GET /synchronizations/getChanges': {
    operationId: 'listModuleChanges',
    summary: 'Die neuesten Änderungen an Modulen, die man sehen darf',
    access: 'teacher',
    query: feedTakeQuery,
    answer: changeFeedList,
    errors: [],
  },
  'GET /feedbacks/newest': {
    operationId: 'listNewestFeedback',
    summary: 'Die neuesten Rückmeldungen der Lernenden zu Fragen',
    access: 'teacher',
    query: feedTakeQuery,
    answer: studentFeedbackList,
    errors: [],
  },
  /** Feedback the teacher does not see in the feed answers 404, like a missing one. */
  'POST /feedbacks/toggleSolved': {
    operationId: 'toggleFeedbackSolved',
    summary: 'Eine Rückmeldung als erledigt oder offen markieren',
    access: 'teacher',
    body: feedbackToggleBody,
    answer: feedbackToggleAnswer,
    errors: ['notFound'],
  },
})
