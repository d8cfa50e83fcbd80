import { classCopyAnswer, classCopyBody, classImportAnswer, classImportBody } from '../contracts/class-import'
import { defineCalls } from './call'

/** Students into a class besides its code (issue 15): a class list, or the students of another class. */
export const classImportCalls = defineCalls('groups', {
  'POST /groups/importStudents': {
    operationId: 'importStudents',
    summary: 'Eine Klassenliste prüfen (Vorschau) oder ihre Lernenden in eine eigene Klasse aufnehmen',
    access: 'teacher',
    body: classImportBody,
    answer: classImportAnswer,
    errors: ['notFound', 'forbidden', 'tooManyRequests', 'conflict'],
  },
  'POST /groups/copy': {
    operationId: 'copyGroup',
    summary: 'Eine neue Klasse mit den aktiven Lernenden einer eigenen Klasse anlegen',
    access: 'teacher',
    body: classCopyBody,
    answer: classCopyAnswer,
    errors: ['notFound'],
  },
})
