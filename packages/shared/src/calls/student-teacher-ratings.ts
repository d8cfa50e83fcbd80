import { ownTeacherRatings, ownTeacherRatingsQuery } from '../contracts/teacher-ratings'
import { defineCalls } from './call'

/** The student API's read of the teacher's ratings (issue 19). */
export const studentTeacherRatingsCalls = defineCalls('student', {
  /**
   * The caller's own teacher ratings, in an activation of a class they belong to, once the teacher
   * released them (none before). Another class's activation is not found.
   */
  'GET /teacherRatings': {
    operationId: 'listTeacherRatings',
    summary: 'Die freigegebenen Bewertungen der Lehrperson in einem Modul der eigenen Klasse',
    access: 'student',
    query: ownTeacherRatingsQuery,
    answer: ownTeacherRatings,
    errors: ['notFound'],
  },
})
