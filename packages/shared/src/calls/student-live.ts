import { defineCalls } from './call'

/** The student's live stream (issue 32 item 2, decision 026). */
export const studentLiveCalls = defineCalls('student', {
  /**
   * The teacher's stream with the bus's other audience: it carries only the student's own signals
   * (their class's homework, their released grades, their handled help request ...), each naming what
   * to fetch again.
   */
  'GET /live': {
    operationId: 'streamLiveChanges',
    summary:
      'Server-sent events: was sich auf den Bildschirmen der Lernenden geändert hat (text/event-stream)',
    access: 'student',
    answers: 'eventStream',
    errors: [],
  },
})
