import {
  checkAttemptResult,
  runningCheckAttempt,
  studentCheckOrNone,
  studentCheckQuery,
  studentCheckStartBody,
  studentCheckSubmitBody,
} from '../contracts/student-checks'
import { defineCalls } from './call'

/**
 * Issue 37: a student takes a topic's check (decision 053). No answer of these calls carries a right
 * answer; the server scores.
 */
export const studentCheckCalls = defineCalls('student', {
  'GET /checks/byTopic': {
    operationId: 'getStudentCheck',
    summary:
      'Die Lernkontrolle eines Themas: ob sie offen ist, ein laufender Versuch, das letzte Ergebnis (null ohne)',
    access: 'student',
    query: studentCheckQuery,
    answer: studentCheckOrNone,
    errors: ['notFound'],
  },
  /** Starts an attempt, or answers the one that runs: a second tap or a reload never starts two. */
  'POST /checks/start': {
    operationId: 'startCheckAttempt',
    summary: 'Einen Versuch der Lernkontrolle beginnen (oder den laufenden weiterführen)',
    access: 'student',
    body: studentCheckStartBody,
    answer: runningCheckAttempt,
    errors: ['notFound', 'forbidden'],
  },
  'POST /checks/submit': {
    operationId: 'submitCheckAttempt',
    summary: 'Die Antworten eines Versuchs abgeben: bewertet vom Server, einmal',
    access: 'student',
    body: studentCheckSubmitBody,
    answer: checkAttemptResult,
    errors: ['notFound', 'forbidden'],
  },
})
