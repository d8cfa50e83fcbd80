import { checkOverrideBody, checkOverrideRemoveBody, checkResult } from '../contracts/check-results'
import { defineCalls } from './call'

/**
 * Issue 37 item 3: the run's teacher overrides what a topic's check attests for a student, with a
 * note, or takes the decision back. Only the teacher whose class runs the module (the event's
 * teacher); anyone else, a topic without a check or a student outside the class: 404. In an archived
 * class the database refuses (409 classArchived). Answers the student's result as it is now.
 */
export const checkResultCalls = defineCalls('checks', {
  'POST /checks/override': {
    operationId: 'overrideCheckResult',
    summary: 'Das Ergebnis einer Lernkontrolle für eine Lernende oder einen Lernenden überschreiben',
    access: 'teacher',
    body: checkOverrideBody,
    answer: checkResult,
    errors: ['notFound'],
  },
  'POST /checks/override/remove': {
    operationId: 'removeCheckOverride',
    summary: 'Die Entscheidung über eine Lernkontrolle zurücknehmen (die Versuche gelten wieder)',
    access: 'teacher',
    body: checkOverrideRemoveBody,
    answer: checkResult,
    errors: ['notFound'],
  },
})
