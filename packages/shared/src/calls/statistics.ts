import {
  evaluationsByUserQuery,
  notDoneEvents,
  notDoneEventsQuery,
  subjectEvaluationList,
} from '../contracts/statistics'
import { defineCalls } from './call'

/** Spec 1 §7: the student statistics modal (query names as the spec has them, snake and camel). */
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
