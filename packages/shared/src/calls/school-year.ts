import { group } from '../contracts/groups'
import {
  archiveClassAnswer,
  archiveClassBody,
  archiveList,
  unarchiveClassBody,
} from '../contracts/school-year'
import { defineCalls } from './call'

/** Our addition (issue 36, decision 051): the change of school year. */
export const schoolYearCalls = defineCalls('groups', {
  'GET /groups/archived': {
    operationId: 'listArchivedGroups',
    summary: 'Die eigenen archivierten Klassen mit ihren Durchführungen',
    access: 'teacher',
    answer: archiveList,
    errors: [],
  },
  'POST /groups/archive': {
    operationId: 'archiveGroup',
    summary: 'Eine eigene Klasse archivieren und sie auf Wunsch ins nächste Schuljahr übernehmen',
    access: 'teacher',
    body: archiveClassBody,
    answer: archiveClassAnswer,
    errors: ['notFound'],
    // Sent again after a lost answer, the class would be carried into a second 8a (decision 047).
    idempotencyKey: true,
  },
  'POST /groups/unarchive': {
    operationId: 'unarchiveGroup',
    summary: 'Eine eigene Klasse aus dem Archiv zurückholen',
    access: 'teacher',
    body: unarchiveClassBody,
    answer: group,
    errors: ['notFound'],
  },
})
