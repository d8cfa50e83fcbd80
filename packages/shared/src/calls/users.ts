import { getUserByEmailQuery, publicTeacher, tourSeenBody, userInfo } from '../contracts/account'
import { defineCalls } from './call'

/** The logged-in user and their colleagues. */
export const userCalls = defineCalls('users', {
  /** The client routes on this answer (confirm, activation wait), so it is open before activation. */
  'GET /users/userinfo': {
    operationId: 'getUserInfo',
    summary: 'Das eigene Konto: Namen, Adresse, Rolle, Stand von Bestätigung und Aktivierung',
    access: 'teacherAnyState',
    answer: userInfo,
    errors: [],
  },
  'GET /users/getUserByEmail': {
    operationId: 'getUserByEmail',
    summary: 'Eine aktivierte Lehrperson über ihre E-Mail-Adresse finden, etwa zum Teilen eines Moduls',
    access: 'teacher',
    query: getUserByEmailQuery,
    answer: publicTeacher,
    errors: ['tooManyRequests', 'notFound'],
  },
  /** Issue 31: one tour ended or was closed; it alone stops, the others still run while show_tour is on. */
  'POST /users/tourSeen': {
    operationId: 'markTourSeen',
    summary: 'Eine Einführungstour als gesehen vermerken',
    access: 'teacher',
    body: tourSeenBody,
    answer: userInfo,
    errors: [],
  },
})
