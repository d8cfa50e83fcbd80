import type { Env } from './config'

// The rules between settings that loadConfig (config.ts) checks after each value alone is valid:
// what production requires, and settings that only make sense together.

/**
 * OWASP's argon2id rows (46 MiB × 1 pass, 19 MiB × 2, 12 MiB × 3, 9 MiB × 4, 7 MiB × 5) as one rule:
 * no less than 7 MiB, and memory times passes no less than the cheapest row's (decision 039).
 */
export function strongEnoughHashing(memoryKib: number, passes: number): boolean {
  return memoryKib >= 7168 && memoryKib * passes >= 35_840
}

const oidcRequired = [
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_ROLE_CLAIM',
  'OIDC_TEACHER_VALUES',
  'OIDC_STUDENT_VALUES',
] as const
const oidcOptional = [
  'OIDC_CLASS_CLAIM',
  'OIDC_SCHOOL_CLAIM',
  'OIDC_ACTIVATED_DOMAINS',
  'OIDC_ACTIVATED_CLAIM',
  'OIDC_ACTIVATED_VALUES',
] as const

/**
 * A half configuration of the school sign-in is refused, in every environment: a server that
 * silently offers no button, or one that signs people in with the wrong roles, helps nobody.
 */
export function oidcProblems(values: Env, isProduction: boolean): string[] {
  const given = [...oidcRequired, ...oidcOptional].filter((name) => values[name] !== undefined)
  if (given.length === 0) return []
  const problems = oidcRequired
    .filter((name) => values[name] === undefined)
    .map((name) => `${name}: must be set for the sign-in with a school account (${given.join(', ')} is set)`)
  if ((values.OIDC_ACTIVATED_CLAIM === undefined) !== (values.OIDC_ACTIVATED_VALUES === undefined)) {
    problems.push('OIDC_ACTIVATED_CLAIM, OIDC_ACTIVATED_VALUES: set both or neither')
  }
  if (isProduction && values.OIDC_ISSUER?.startsWith('http://')) {
    problems.push('OIDC_ISSUER: must be an https:// address when NODE_ENV=production')
  }
  return problems
}

/** The object storage's settings: complete with FILES_STORE=s3, and never set without it. */
export function s3Problems(values: Env): string[] {
  const given = (['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => values[name] !== undefined,
  )
  if (values.FILES_STORE !== 's3') {
    return given.length > 0 ? [`${given.join(', ')}: set only with FILES_STORE=s3`] : []
  }
  const problems: string[] = []
  if (!values.S3_BUCKET) problems.push('S3_BUCKET: must be set with FILES_STORE=s3')
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither')
  }
  return problems
}

/** A guessable token would open the metrics to the network (decision 046). */
export const metricsTokenMinLength = 32
