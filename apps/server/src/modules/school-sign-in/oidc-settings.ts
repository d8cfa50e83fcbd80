import type { Config } from '../../config'
import { apiPrefix, studentApiPrefix } from '../../paths'

/** Which app a sign-in is for: each has its own API, login page and return page. */
export type SignInApp = 'teacher' | 'student'

/** The school sign-in as configured (config.ts checks that it is whole). */
export interface OidcSettings {
  issuer: string
  clientId: string
  clientSecret: string
  scopes: string
  roleClaim: string
  teacherValues: string[]
  studentValues: string[]
  firstnameClaim: string
  lastnameClaim: string
  classClaim: string | undefined
  schoolClaim: string | undefined
  activatedDomains: string[]
  activatedClaim: string | undefined
  activatedValues: string[]
  /** Plain http to the provider: only outside production (config.ts), for local providers and tests. */
  allowHttp: boolean
  /** The page of each app the provider sends the browser back to; registered at the provider. */
  redirectUris: Record<SignInApp, string>
}

/**
 * The pages the provider returns to (README "Sign-in with a school account"): each app's login page,
 * which hands the answer to POST /auth/oidc/finish of its API and shows a refusal where it started.
 */
export const returnPaths = { teacher: '/auth/login', student: '/login' } as const

/** Where each app's flow cookie is sent: its API's two /auth/oidc/ calls, nothing else. */
export const flowCookiePaths: Record<SignInApp, string> = {
  teacher: `${apiPrefix}/auth/oidc/`,
  student: `${studentApiPrefix}/auth/oidc/`,
}

/** The settings, or undefined when the school sign-in is off (no OIDC_ISSUER). */
export function oidcSettings(config: Config): OidcSettings | undefined {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = config
  if (!issuer || !clientId || !clientSecret || !config.OIDC_ROLE_CLAIM) return undefined
  return {
    issuer,
    clientId,
    clientSecret,
    scopes: config.OIDC_SCOPES,
    roleClaim: config.OIDC_ROLE_CLAIM,
    teacherValues: config.OIDC_TEACHER_VALUES ?? [],
    studentValues: config.OIDC_STUDENT_VALUES ?? [],
    firstnameClaim: config.OIDC_FIRSTNAME_CLAIM,
    lastnameClaim: config.OIDC_LASTNAME_CLAIM,
    classClaim: config.OIDC_CLASS_CLAIM,
    schoolClaim: config.OIDC_SCHOOL_CLAIM,
    activatedDomains: (config.OIDC_ACTIVATED_DOMAINS ?? []).map((domain) => domain.toLowerCase()),
    activatedClaim: config.OIDC_ACTIVATED_CLAIM,
    activatedValues: config.OIDC_ACTIVATED_VALUES ?? [],
    allowHttp: !config.isProduction,
    redirectUris: {
      teacher: `${config.APP_URL}${returnPaths.teacher}`,
      student: `${config.STUDENT_APP_URL}${returnPaths.student}`,
    },
  }
}
