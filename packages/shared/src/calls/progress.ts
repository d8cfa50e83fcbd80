import {
  eventChart,
  eventQuery,
  eventTopicQuery,
  moduleWithEvaluations,
  moduleWithEvaluationsQuery,
  studentProgressReport,
  studentProgressReportQuery,
  topicChart,
  topicQuestionList,
  topicUserList,
} from '../contracts/progress'
import { defineCalls } from './call'

/**
 * docs/product/progress.md "Calls": progress and statistics of a module running with a class (issue 13): the
 * grid with its ratings, a topic's students and questions, the charts and one student's report. Read-only;
 * only the class's teacher and the module's owner get answers, everyone else 404 as for an id that does not
 * exist (apps/server/src/modules/progress/progress.service.ts).
 */
export const progressCalls = defineCalls('progress', {
  'GET /modules/withEvaluationsById': {
    operationId: 'getModuleWithEvaluations',
    summary: 'Das Raster einer Aktivierung mit dem Stand der Klasse und jedes Lernenden pro Thema',
    access: 'teacher',
    query: moduleWithEvaluationsQuery,
    answer: moduleWithEvaluations,
    errors: ['notFound'],
  },
  'GET /modules/loadUsersByTopic': {
    operationId: 'listTopicUsers',
    summary: 'Die aktiven Lernenden der Klasse in einem Thema',
    access: 'teacher',
    query: eventTopicQuery,
    answer: topicUserList,
    errors: ['notFound'],
  },
  'GET /modules/loadQuestionsByTopic': {
    operationId: 'listTopicQuestions',
    summary: 'Die Fragen eines Themas mit dem Durchschnitt der Klasse',
    access: 'teacher',
    query: eventTopicQuery,
    answer: topicQuestionList,
    errors: ['notFound'],
  },
  'GET /charts/usersByEventAndTopic': {
    operationId: 'getTopicChart',
    summary: 'Die Fragen eines Themas mit jeder gezählten Bewertung (Diagramm)',
    access: 'teacher',
    query: eventTopicQuery,
    answer: topicChart,
    errors: ['notFound'],
  },
  'GET /charts/usersByEvent': {
    operationId: 'getEventChart',
    summary: 'Alle Fragen einer Aktivierung mit jeder gezählten Bewertung (Diagramm)',
    access: 'teacher',
    query: eventQuery,
    answer: eventChart,
    errors: ['notFound'],
  },
  'GET /modules/getStudentProgressReport': {
    operationId: 'getStudentProgressReport',
    summary: 'Die Zahlen eines Lernenden für den Lernstandsbericht (PDF)',
    access: 'teacher',
    query: studentProgressReportQuery,
    answer: studentProgressReport,
    errors: ['notFound'],
  },
})
