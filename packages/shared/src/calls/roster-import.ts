import { rosterImportAnswer, rosterImportForm } from '../contracts/roster-import'
import { defineCalls } from './call'

/** Classes and their students from school administration software (issue 34, decision 044). */
export const rosterImportCalls = defineCalls('groups', {
  'POST /groups/importRoster': {
    operationId: 'importRoster',
    summary:
      'Klassen und Lernende aus Dateien der Schulverwaltung (Microsoft SDS, OneRoster 1.2) prüfen (Vorschau) oder importieren',
    access: 'teacher',
    form: rosterImportForm,
    answer: rosterImportAnswer,
    errors: ['forbidden', 'tooManyRequests', 'conflict'],
    idempotencyKey: true,
  },
})
