import {
  classCopyAnswer,
  classCopyBody,
  classImportAnswer,
  classImportBody,
  classInvitationList,
  classInvitationsQuery,
  withdrawInvitationAnswer,
  withdrawInvitationBody,
} from '../contracts/class-import'
import { defineCalls } from './call'

/**
 * Students into a class besides its code (issue 15): a class list, or the students of another class.
 * An existing account is invited, not added (decision 037).
 */
export const classImportCalls = defineCalls('groups', {
  'POST /groups/importStudents': {
    operationId: 'importStudents',
    summary: 'Eine Klassenliste prüfen (Vorschau) oder ihre Lernenden in eine eigene Klasse einladen',
    access: 'teacher',
    body: classImportBody,
    answer: classImportAnswer,
    errors: ['notFound', 'forbidden', 'tooManyRequests', 'conflict'],
    idempotencyKey: true,
  },
  'POST /groups/copy': {
    operationId: 'copyGroup',
    summary: 'Eine neue Klasse mit den aktiven Lernenden einer eigenen Klasse anlegen',
    access: 'teacher',
    body: classCopyBody,
    answer: classCopyAnswer,
    errors: ['notFound'],
  },
  'GET /groups/invitations': {
    operationId: 'listClassInvitations',
    summary: 'Die offenen Einladungen einer eigenen Klasse',
    access: 'teacher',
    query: classInvitationsQuery,
    answer: classInvitationList,
    errors: ['notFound'],
  },
  'POST /groups/withdrawInvitation': {
    operationId: 'withdrawClassInvitation',
    summary: 'Eine Einladung in eine eigene Klasse zurückziehen',
    access: 'teacher',
    body: withdrawInvitationBody,
    answer: withdrawInvitationAnswer,
    errors: ['notFound'],
  },
})
