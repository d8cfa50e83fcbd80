import { fileParams } from '../contracts/files'
import { eventQuery } from '../contracts/progress'
import {
  goalUpdateBody,
  joinClassBody,
  leaveClassBody,
  rateAnswer,
  rateBody,
  selfAssessmentBody,
  studentClassList,
  studentExamList,
  studentFeedbackAnswer,
  studentFeedbackBody,
  studentGoalList,
  studentGrid,
  studentHomeworkList,
  studentModuleList,
  studentTopic,
  topicQuery,
} from '../contracts/student'
import { defineCalls } from './call'

/**
 * The student app's own data (issue 15). Every call is for students only and answers the caller's
 * own: their classes, goals, modules, topics, ratings, homework and exams. Another class's event
 * answers 404 like a missing one.
 */
export const studentCalls = defineCalls('student', {
  /** The student's classes, with their teachers. */
  'GET /groups': {
    operationId: 'listClasses',
    summary: 'Die eigenen Klassen mit ihren Lehrpersonen',
    access: 'student',
    answer: studentClassList,
    errors: [],
  },
  /**
   * Joins the class with this code; answers the student's classes. A wrong code counts against the
   * student and their address: 10 tries in 15 minutes, then a pause (429). A right code does not count.
   */
  'POST /groups/join': {
    operationId: 'joinClass',
    summary: 'Mit dem Code der Lehrperson einer Klasse beitreten',
    access: 'student',
    body: joinClassBody,
    answer: studentClassList,
    errors: ['tooManyRequests'],
  },
  /**
   * Leaves one of the student's classes (issue 34 item 4, decision 042); answers the student's
   * classes. Their ratings stay stored and come back if they join again with the class code.
   */
  'POST /groups/leave': {
    operationId: 'leaveClass',
    summary: 'Eine eigene Klasse verlassen',
    access: 'student',
    body: leaveClassBody,
    answer: studentClassList,
    errors: ['notFound'],
  },
  /** The subjects the student's classes work in, each with the goal in force (own, else general). */
  'GET /goals': {
    operationId: 'listGoals',
    summary: 'Die Ziele in den Fächern der eigenen Klassen',
    access: 'student',
    answer: studentGoalList,
    errors: [],
  },
  /** Sets the goal in a subject one of the student's classes works in; another subject is not found. */
  'POST /goals/update': {
    operationId: 'updateGoal',
    summary: 'Das eigene Ziel in einem Fach setzen',
    access: 'student',
    body: goalUpdateBody,
    answer: studentGoalList,
    errors: ['notFound'],
  },
  /** The modules the student's classes run. */
  'GET /modules': {
    operationId: 'listModules',
    summary: 'Die Module, die die eigenen Klassen bearbeiten',
    access: 'student',
    answer: studentModuleList,
    errors: [],
  },
  /** The grid of a module the student's class runs (an activation; homework is one topic, 404). */
  'GET /modules/grid': {
    operationId: 'getGrid',
    summary: 'Das Raster eines Moduls der eigenen Klasse mit den eigenen Bewertungen',
    access: 'student',
    query: eventQuery,
    answer: studentGrid,
    errors: ['notFound'],
  },
  /** A topic of an event of the student's class; a topic the event does not cover is not found. */
  'GET /topics/byId': {
    operationId: 'getTopic',
    summary: 'Ein Thema eines Moduls oder einer Hausaufgabe der eigenen Klasse',
    access: 'student',
    query: topicQuery,
    answer: studentTopic,
    errors: ['notFound'],
  },
  /**
   * Rates a question: only in an event of the student's class (else 404), while their membership is
   * active and the module runs (else 403 with a text that says which). A rating given later stands
   * (`superseded`); a replay with the same `client_id` answers the rating as it stands.
   */
  'POST /evaluations/rate': {
    operationId: 'rateQuestion',
    summary: 'Eine Frage bewerten; die Antwort enthält die Lösung',
    access: 'student',
    body: rateBody,
    answer: rateAnswer,
    errors: ['notFound', 'forbidden'],
  },
  /** The homework set for the student's classes. */
  /** A question or remark of the student on a task; the same client_id is stored once. */
  'POST /feedbacks/store': {
    operationId: 'sendFeedback',
    summary: 'Eine Frage oder Bemerkung zu einer Aufgabe an die Lehrperson senden',
    access: 'student',
    body: studentFeedbackBody,
    status: 201,
    answer: studentFeedbackAnswer,
    errors: ['notFound', 'forbidden', 'tooManyRequests'],
  },
  'GET /homeworks': {
    operationId: 'listHomework',
    summary: 'Die Hausaufgaben der eigenen Klassen',
    access: 'student',
    answer: studentHomeworkList,
    errors: [],
  },
  /** The exams set for the student's classes, with the student's self-assessments. */
  'GET /exams': {
    operationId: 'listExams',
    summary: 'Die Prüfungen der eigenen Klassen mit den eigenen Einschätzungen',
    access: 'student',
    answer: studentExamList,
    errors: [],
  },
  /**
   * The student's self-assessment of an exam: "before" until the exam date, "after" from then on;
   * only while their membership is active (403). Another class's exam is not found.
   */
  'POST /exams/selfAssessment': {
    operationId: 'assessExam',
    summary: 'Sich vor oder nach einer Prüfung selbst einschätzen',
    access: 'student',
    body: selfAssessmentBody,
    answer: studentExamList,
    errors: ['notFound', 'forbidden'],
  },
  /**
   * A file of the student's modules; any other is not found. Links and images in the student app
   * fetch files without headers: the student_token cookie counts.
   */
  'GET /files/:id': {
    operationId: 'getFile',
    summary: 'Eine Datei aus den Modulen der eigenen Klassen',
    access: 'studentWithCookie',
    params: fileParams,
    answers: 'file',
    errors: ['notFound', 'rangeNotSatisfiable'],
  },
})
