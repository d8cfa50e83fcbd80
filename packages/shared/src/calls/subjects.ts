import {
  subject,
  subjectList,
  subjectRemoveBody,
  subjectStoreBody,
  subjectUpdateBody,
} from '../contracts/subjects'
import { trashedResponse } from '../contracts/trash'
import { defineCalls } from './call'

/** A teacher's own subjects. */
export const subjectCalls = defineCalls('subjects', {
  'GET /subjects': {
    operationId: 'listSubjects',
    summary: 'Die eigenen Fächer',
    access: 'teacher',
    answer: subjectList,
    errors: [],
  },
  'POST /subjects/store': {
    operationId: 'createSubject',
    summary: 'Ein Fach anlegen',
    access: 'teacher',
    body: subjectStoreBody,
    answer: subject,
    errors: [],
  },
  'POST /subjects/update': {
    operationId: 'updateSubject',
    summary: 'Titel und Kürzel eines eigenen Fachs ändern',
    access: 'teacher',
    body: subjectUpdateBody,
    answer: subject,
    errors: ['notFound'],
  },
  'POST /subjects/remove': {
    operationId: 'removeSubject',
    summary: 'Ein eigenes Fach in den Papierkorb legen',
    access: 'teacher',
    body: subjectRemoveBody,
    answer: trashedResponse,
    errors: ['notFound', 'conflict'],
  },
})
