import {
  calibration,
  calibrationQuery,
  eventTeacherRatings,
  teacherRatingHistory,
  teacherRatingHistoryQuery,
  teacherRatingList,
  teacherRatingRelease,
  teacherRatingReleaseBody,
  teacherRatingStoreBody,
  teacherRatingsByEventQuery,
  teacherRatingsByTopicQuery,
} from '../contracts/teacher-ratings'
import { defineCalls } from './call'

/**
 * Issue 19: the teacher rates a student's questions beside the student's own rating, one or several
 * students at once, per question or per topic; reads a topic's ratings, one rating's changes, the
 * whole activation's ratings and the class view of the gaps (calibration); releases them to the
 * students of the activation.
 * Only the teacher whose class runs the activation and the module's owner
 * (apps/server/src/modules/teacher-ratings/teacher-ratings.repo.ts); anyone else 404.
 */
export const teacherRatingCalls = defineCalls('teacher ratings', {
  /**
   * One grade for each chosen student on a question or on every question of a topic, in one
   * transaction. A question or topic not of the module: 404; a topic without questions or a student
   * not active in the class: a field error.
   */
  'POST /teacherRatings/store': {
    operationId: 'storeTeacherRatings',
    summary: 'Lernende zu einer Frage oder einem ganzen Thema bewerten',
    access: 'teacher',
    body: teacherRatingStoreBody,
    answer: teacherRatingList,
    errors: ['notFound'],
  },
  'GET /teacherRatings/byTopic': {
    operationId: 'listTopicTeacherRatings',
    summary: 'Die Bewertungen der Lehrperson in einem Thema für die aktiven Lernenden',
    access: 'teacher',
    query: teacherRatingsByTopicQuery,
    answer: teacherRatingList,
    errors: ['notFound'],
  },
  'GET /teacherRatings/history': {
    operationId: 'listTeacherRatingHistory',
    summary: 'Jede Änderung einer Bewertung der Lehrperson, die neueste zuerst',
    access: 'teacher',
    query: teacherRatingHistoryQuery,
    answer: teacherRatingHistory,
    errors: ['notFound'],
  },
  'GET /teacherRatings/byEvent': {
    operationId: 'listEventTeacherRatings',
    summary: 'Alle Bewertungen der Lehrperson in einer Aktivierung und ob die Lernenden sie sehen',
    access: 'teacher',
    query: teacherRatingsByEventQuery,
    answer: eventTeacherRatings,
    errors: ['notFound'],
  },
  /**
   * The students of the activation see the teacher's ratings beside their own, or no longer; their
   * open screens are told when the flag changed (decision 026).
   */
  'POST /teacherRatings/release': {
    operationId: 'releaseTeacherRatings',
    summary: 'Die Bewertungen der Lehrperson für die Lernenden freigeben oder zurückziehen',
    access: 'teacher',
    body: teacherRatingReleaseBody,
    answer: teacherRatingRelease,
    errors: ['notFound'],
  },
  'GET /teacherRatings/calibration': {
    operationId: 'getCalibration',
    summary: 'Die Abweichungen zwischen Selbst- und Lehrpersoneinschätzung in der Klasse',
    access: 'teacher',
    query: calibrationQuery,
    answer: calibration,
    errors: ['notFound'],
  },
})
