import { apiTokenResponse } from '../contracts/auth'
import {
  schoolSignInFinishBody,
  schoolSignInStartResponse,
  signInOptionsResponse,
} from '../contracts/school-sign-in'
import type { ErrorCode } from '../errors'
import { defineCalls } from './call'

// Sign-in with a school account through OpenID Connect (issue 34, decision 043). Both apps have the
// same two calls in their own API: the start keeps state, nonce and the PKCE verifier in a signed,
// short-lived, httpOnly cookie of this browser; the finish checks the provider's answer against it
// and answers the same session token as the password login. Without configuration (OIDC_ISSUER)
// both answer 404.

// invalidToken: the provider's answer is refused (state, code, nonce, expiry), with a sentence that
// says which; forbidden: the person may not have an account here (no role, an address in use).
const finishErrors: readonly ErrorCode[] = ['notFound', 'invalidToken', 'forbidden']

const start = {
  summary: 'Anmeldung mit dem Schulkonto beginnen: gibt die Adresse beim Anbieter der Schule',
  access: 'public',
  answer: schoolSignInStartResponse,
  errors: ['notFound'],
} as const

/** The teacher app's calls (the teacher app learns from GET /app-config whether they exist). */
export const schoolSignInCalls = defineCalls('auth', {
  'POST /auth/oidc/start': { operationId: 'startSchoolSignIn', ...start },
  /** A student's school account gets its session here too; the teacher app shows it its "Not authorized" page. */
  'POST /auth/oidc/finish': {
    operationId: 'finishSchoolSignIn',
    summary: 'Anmeldung mit dem Schulkonto abschliessen: prüft die Antwort des Anbieters, gibt den Token',
    access: 'public',
    body: schoolSignInFinishBody,
    answer: apiTokenResponse,
    errors: finishErrors,
  },
})

/** The student app's calls: a teacher's school account is refused here (decision 019). */
export const studentSchoolSignInCalls = defineCalls('student auth', {
  'GET /auth/options': {
    operationId: 'getSignInOptions',
    summary: 'Welche Anmeldungen diese Installation anbietet (Schulkonto ja oder nein)',
    access: 'public',
    answer: signInOptionsResponse,
    errors: [],
  },
  'POST /auth/oidc/start': { operationId: 'startSchoolSignIn', ...start },
  'POST /auth/oidc/finish': {
    operationId: 'finishSchoolSignIn',
    summary: 'Anmeldung mit dem Schulkonto abschliessen: prüft die Antwort des Anbieters, gibt den Token',
    access: 'public',
    body: schoolSignInFinishBody,
    answer: apiTokenResponse,
    errors: [...finishErrors, 'teacherNotAllowed'],
  },
})
