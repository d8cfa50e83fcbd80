import {
  nextStepPinBody,
  nextStepsQuery,
  studentNextStep,
  studentNextStepList,
} from '../contracts/next-steps'
import { defineCalls } from './call'

/**
 * Issue 19: every active student's next step in an activation, and the teacher's pin. Only the
 * teacher whose class runs the activation and the module's owner (the progress screens' rule).
 */
export const nextStepCalls = defineCalls('next steps', {
  'GET /nextSteps': {
    operationId: 'listNextSteps',
    summary: 'Der nächste Schritt jedes aktiven Lernenden einer Aktivierung',
    access: 'teacher',
    query: nextStepsQuery,
    answer: studentNextStepList,
    errors: ['notFound'],
  },
  /**
   * Pins a topic as an active student's next step, or (topic_id null) removes the pin. A student not
   * in the class or a topic not of the module: a field error.
   */
  'POST /nextSteps/pin': {
    operationId: 'pinNextStep',
    summary: 'Einem Lernenden ein Thema als nächsten Schritt setzen oder die Vorgabe aufheben',
    access: 'teacher',
    body: nextStepPinBody,
    answer: studentNextStep,
    errors: ['notFound'],
  },
})
