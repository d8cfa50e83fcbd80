import type { ErrorCode } from '../errors'
import type { Access, Call } from './call'

/** What the access check answers before a handler runs (apps/server/src/plugins/auth.ts). */
const accessErrors: Record<Access, readonly ErrorCode[]> = {
  public: [],
  optionalUser: [],
  anyUser: ['unauthenticated'],
  teacherAnyState: ['unauthenticated', 'studentNotAllowed'],
  teacher: ['unauthenticated', 'studentNotAllowed', 'emailNotConfirmed', 'accountNotActivated'],
  teacherWithCookie: ['unauthenticated', 'studentNotAllowed', 'emailNotConfirmed', 'accountNotActivated'],
  providerAdmin: [
    'unauthenticated',
    'studentNotAllowed',
    'emailNotConfirmed',
    'accountNotActivated',
    'forbidden',
  ],
  studentAnyState: ['unauthenticated', 'teacherNotAllowed'],
  student: ['unauthenticated', 'teacherNotAllowed', 'passwordChangeRequired'],
  studentWithCookie: ['unauthenticated', 'teacherNotAllowed', 'passwordChangeRequired'],
}

/**
 * The errors any call of its kind may answer, so the table lists only a call's own: its access's,
 * an invalid request's (a body that is no JSON, too large or of another type; a field the schema
 * refuses) and the server's own (500, and 503 while the database is out of reach).
 */
export function commonErrors(call: Call, method: 'GET' | 'POST'): ErrorCode[] {
  const request: ErrorCode[] = []
  // Any POST may come with a body the server cannot read, even one whose call takes none.
  if (method === 'POST') request.push('invalidJson', 'badRequest', 'payloadTooLarge', 'unsupportedMediaType')
  if (call.body || call.form || call.query || call.params) request.push('validation')
  // The database refuses a write into an archived class, whichever call tries it (decision 051).
  if (method === 'POST' && (call.access === 'teacher' || call.access === 'student'))
    request.push('classArchived')
  return [...accessErrors[call.access], ...request, 'internal', 'unavailable']
}

/** Every error code a call may answer: the common ones and its own. */
export const callErrors = (call: Call, method: 'GET' | 'POST'): ErrorCode[] => [
  ...new Set([...commonErrors(call, method), ...call.errors]),
]
