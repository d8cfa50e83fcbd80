import {
  createStudentsAnswer,
  createStudentsBody,
  newStartPasswordAnswer,
  newStartPasswordBody,
} from '../contracts/student-accounts'
import { defineCalls } from './call'

/**
 * Students without an address (issue 34, decision 038): the teacher makes their accounts from a list
 * of names and prints login cards; a lost card is replaced by a new start password.
 */
export const studentAccountCalls = defineCalls('groups', {
  'POST /groups/createStudents': {
    operationId: 'createStudents',
    summary:
      'Eine Namensliste prüfen (Vorschau) oder Konten ohne E-Mail mit Benutzername und Startpasswort in einer eigenen Klasse anlegen',
    access: 'teacher',
    body: createStudentsBody,
    answer: createStudentsAnswer,
    errors: ['notFound', 'forbidden', 'tooManyRequests', 'conflict'],
    idempotencyKey: true,
  },
  /** Only for an account this teacher made that has no address of its own yet; ends its sessions. */
  'POST /groups/newStartPassword': {
    operationId: 'newStartPassword',
    summary: 'Neue Karte: ein neues Startpasswort für eine Lernende oder einen Lernenden der eigenen Klasse',
    access: 'teacher',
    body: newStartPasswordBody,
    answer: newStartPasswordAnswer,
    errors: ['notFound', 'forbidden'],
  },
})
