import { defineCalls } from './call'

/**
 * The teacher's live stream (issue 15, decision 019). It names what changed, never the data: the
 * browser fetches again through the API, with the rights it has. The stream ends after
 * LIVE_STREAM_SECONDS and the browser opens the next one, which checks the session again.
 */
export const liveCalls = defineCalls('live', {
  'GET /live': {
    operationId: 'streamLiveChanges',
    summary:
      'Server-sent events: was sich auf den Bildschirmen der Lehrperson geändert hat (text/event-stream)',
    access: 'teacher',
    answers: 'eventStream',
    errors: [],
  },
})
