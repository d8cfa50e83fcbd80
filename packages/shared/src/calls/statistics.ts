import {
  evaluationsByUserQuery,
  notDoneEvents,
  notDoneEventsQuery,
  subjectEvaluationList,
} from '../contracts/statistics'
import { defineCalls } from './call'

/**
 * The student statistics modal (docs/product/subjects-and-classes.md "Calls": the query names are snake case
 * in one, camel in the other).
 */
export const statisticsCalls = defineCalls('statistics', {
  'GET /evaluations/getEvaluationsGroupedBySubjectsByUserId': {
    operationId: 'listStudentEvaluations',
    summary: 'Die Bewertungen einer oder eines Lernenden einer eigenen Klasse, nach Fach',
    access: 'teacher',
    query: evaluationsByUserQuery,
    answer: subjectEvaluationList,
    errors: ['notFound'],
  },
  'GET /events/notDoneEvents': {
    operationId: 'listNotDoneEvents',
    summary: 'Die nicht erledigten Hausaufgaben und Prüfungen einer oder eines Lernenden in einem Fach',
    access: 'teacher',
    query: notDoneEventsQuery,
    answer: notDoneEvents,
    errors: ['notFound'],
  },
})
