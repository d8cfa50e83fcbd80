import { schoolSignInMessages } from '@lernraster/shared'
import { AppError } from '../../lib/app-error'
import type { SchoolClaims } from './oidc-client'
import type { OidcSettings } from './oidc-settings'

/** Who the provider says signed in, in this app's terms (decision 043). */
export interface SchoolPerson {
  subject: string
  role: 'teacher' | 'student'
  firstname: string
  lastname: string
  /** Lower-cased; only a teacher's is kept (a student's account is made without an address). */
  email: string | undefined
  emailVerified: boolean
  className: string | undefined
  /** The school the provider names (OIDC_SCHOOL_CLAIM), for a provider that serves several. */
  school: string | undefined
  /** A teacher the configured domain or claim marks as one of an activated school. */
  activated: boolean
}

/** The column width of first and last names (users.firstname, users.lastname). */
const nameMax = 100

/**
 * A claim by name; a dotted name reaches into an object (`realm_access.roles`) when no claim has the
 * whole name. Its values: a text, a number or a list of them; anything else counts as absent.
 */
export function claimValues(claims: Record<string, unknown>, name: string): string[] {
  let value: unknown = claims[name]
  if (value === undefined && name.includes('.')) {
    value = name.split('.').reduce<unknown>((inner, part) => {
      return typeof inner === 'object' && inner !== null
        ? (inner as Record<string, unknown>)[part]
        : undefined
    }, claims)
  }
  const list = Array.isArray(value) ? value : [value]
  return list
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim())
    .filter(Boolean)
}

/** A name as the provider gave it, without control characters and cut to the column's width. */
function cleanName(value: string | undefined): string {
  return (value ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, nameMax)
}

function roleOf(settings: OidcSettings, claims: SchoolClaims): SchoolPerson['role'] {
  const values = new Set(claimValues(claims, settings.roleClaim).map((value) => value.toLowerCase()))
  const has = (wanted: string[]) => wanted.some((value) => values.has(value.toLowerCase()))
  // Someone marked as both (a teacher who also studies) is a teacher: the student app refuses them.
  if (has(settings.teacherValues)) return 'teacher'
  if (has(settings.studentValues)) return 'student'
  throw new AppError('forbidden', schoolSignInMessages.noRole)
}

/** Reads the person from the claims; refuses someone without a role, and a teacher without an address. */
export function schoolPersonOf(settings: OidcSettings, claims: SchoolClaims): SchoolPerson {
  const role = roleOf(settings, claims)
  const email = claimValues(claims, 'email')[0]?.toLowerCase()
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true'
  if (role === 'teacher' && (!email || email.length > 254 || !email.includes('@'))) {
    throw new AppError('forbidden', schoolSignInMessages.noEmail)
  }
  // Providers that give only `name` (some school directories): first word, then the rest.
  const [firstOfName, ...restOfName] = cleanName(claimValues(claims, 'name')[0]).split(' ')
  const firstname = cleanName(claimValues(claims, settings.firstnameClaim)[0]) || firstOfName || 'Schulkonto'
  const lastname = cleanName(claimValues(claims, settings.lastnameClaim)[0]) || restOfName.join(' ')
  const domain = email?.split('@').pop() ?? ''
  const activatedByDomain = emailVerified && settings.activatedDomains.includes(domain)
  const activatedByClaim =
    settings.activatedClaim !== undefined &&
    claimValues(claims, settings.activatedClaim).some((value) => settings.activatedValues.includes(value))
  return {
    subject: claims.sub,
    role,
    firstname,
    lastname,
    email: role === 'teacher' ? email : undefined,
    emailVerified,
    className: settings.classClaim ? claimValues(claims, settings.classClaim)[0]?.slice(0, 100) : undefined,
    school: settings.schoolClaim ? claimValues(claims, settings.schoolClaim)[0]?.slice(0, 200) : undefined,
    activated: role === 'teacher' && (activatedByDomain || activatedByClaim),
  }
}

/**
 * Whether an existing account with the teacher's address may be linked (decision 043): only when the
 * provider has verified the address and the school's domain is configured, so the provider is the
 * authority over that address. Anything else could hand a stranger's account to whoever controls the
 * provider's claims.
 */
export function mayLinkByAddress(settings: OidcSettings, person: SchoolPerson): boolean {
  const domain = person.email?.split('@').pop() ?? ''
  return person.emailVerified && settings.activatedDomains.includes(domain)
}
