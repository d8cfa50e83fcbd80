import { ownNextStep, ownNextStepQuery } from '../contracts/next-steps'
import { defineCalls } from './call'

/** Issue 19: the student's own next step (the teacher's side is in the teacher API). */
export const studentNextStepCalls = defineCalls('next steps', {
  /**
   * The caller's own next step in an activation of one of their classes: computed by the server, or
   * pinned by the teacher. Another event, or homework, is not found.
   */
  'GET /nextStep': {
    operationId: 'getNextStep',
    summary: 'Der eigene nächste Schritt in einem Modul der eigenen Klasse',
    access: 'student',
    query: ownNextStepQuery,
    answer: ownNextStep,
    errors: ['notFound'],
  },
})
