import {
  accountDeletedAnswer,
  accountsWithoutClass,
  deleteOwnAccountBody,
  studentAccountParams,
  studentDataExport,
} from '../contracts/student-data'
import { defineCalls } from './call'

/**
 * A student's own data (issue 34 item 4, decision 045): all of it to download, and the account to
 * delete. The student app makes the readable PDF from the same JSON.
 */
export const studentDataCalls = defineCalls('student data', {
  'GET /account/dataExport': {
    operationId: 'exportOwnData',
    summary: 'Alle eigenen Daten herunterladen (Konto, Klassen, Einschätzungen, Rückmeldungen, Hilfe)',
    access: 'student',
    answer: studentDataExport,
    errors: [],
  },
  /** Deletes the account and every row written by or about the student; cannot be undone. */
  'POST /account/delete': {
    operationId: 'deleteOwnAccount',
    summary: 'Das eigene Konto mit allen Daten endgültig löschen (mit dem eigenen Passwort bestätigt)',
    access: 'student',
    body: deleteOwnAccountBody,
    answer: accountDeletedAnswer,
    errors: ['forbidden', 'currentPasswordIncorrect', 'tooManyRequests'],
  },
})

/**
 * The same for an account the teacher made from a list of names (decision 038): the teacher looks
 * after it for a student who may have no address of their own.
 */
export const studentAccountDataCalls = defineCalls('groups', {
  'GET /studentAccounts': {
    operationId: 'listStudentAccountsWithoutClass',
    summary: 'Die selbst angelegten Schülerkonten, die in keiner eigenen Klasse mehr sind',
    access: 'teacher',
    answer: accountsWithoutClass,
    errors: [],
  },
  'GET /studentAccounts/:userId/dataExport': {
    operationId: 'exportStudentAccountData',
    summary: 'Alle Daten eines selbst angelegten Schülerkontos herunterladen',
    access: 'teacher',
    params: studentAccountParams,
    answer: studentDataExport,
    errors: ['notFound'],
  },
  'POST /studentAccounts/:userId/delete': {
    operationId: 'deleteStudentAccount',
    summary: 'Ein selbst angelegtes Schülerkonto mit allen Daten endgültig löschen',
    access: 'teacher',
    params: studentAccountParams,
    answer: accountDeletedAnswer,
    errors: ['notFound', 'forbidden'],
  },
})
