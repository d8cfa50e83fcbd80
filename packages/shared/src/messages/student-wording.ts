import { type ErrorCode, errorMessages } from '../errors'
import { authMessages } from './auth'
import { schoolMessages } from './school'
import { schoolSignInMessages, studentSchoolSignInMessages } from './school-sign-in'

// Issue 32: the student API shares the teacher API's error texts and contracts (login, registration,
// throttling, validation), which speak to teachers with "Sie". Students are addressed with "du"
// everywhere (docs/design.md "Addressing: Sie and du"), so the student API answers these texts in
// their du twins below. Each twin sits under the name of the formal text it replaces; the formal
// text stays the teacher's.

/** The du twins of the shared error texts a student can meet (errors.ts), by error code. */
export const studentErrorMessages = {
  unauthenticated: 'Bitte melde dich an.',
  emailNotConfirmed: 'Bitte bestätige zuerst deine E-Mail-Adresse.',
  accountNotActivated: 'Dein Konto wurde noch nicht aktiviert.',
  passwordChangeRequired: 'Bitte wähle zuerst ein eigenes Passwort.',
  forbidden: 'Dafür fehlt dir die Berechtigung.',
  validation: 'Bitte prüfe deine Eingaben.',
  tooManyRequests: 'Zu viele Versuche. Bitte warte einen Moment.',
  accountLocked:
    'Für dieses Konto gab es zu viele falsche Anmeldungen. Auf einem Gerät, auf dem du dich schon angemeldet hast, geht es weiter; sonst setzt du über «Passwort vergessen?» ein neues Passwort.',
  internal: 'Ein Fehler ist aufgetreten, bitte versuch es erneut!',
  // Decision 051: last school year's class, read-only; also the reason a queued rating was not counted.
  classArchived:
    'Deine Lehrperson hat diese Klasse ins Archiv gelegt. Was du darin jetzt bewertest oder schickst, zählt nicht mehr.',
} as const satisfies Partial<Record<ErrorCode, string>>

/** The du twins of the account texts of login, registration and password reset (auth.ts). */
export const studentAuthMessages = {
  firstnameRequired: 'Bitte gib deinen Vornamen ein',
  lastnameRequired: 'Bitte gib deinen Nachnamen ein',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
  passwordConfirmationRequired: 'Bitte bestätige dein Passwort!',
  confirmationCodeRequired: 'Bitte gib den Bestätigungscode ein',
  confirmationCodeInvalid:
    'Dieser Bestätigungscode stimmt nicht oder ist nicht mehr gültig. Prüfe die Ziffern, oder lass dir eine neue E-Mail senden.',
} as const satisfies Partial<Record<keyof typeof authMessages, string>>

/** The du twin of the id rule the student contracts share with the teacher's (school.ts). */
export const studentSchoolMessages = {
  idInvalid: 'Bitte gib eine gültige Nummer an',
} as const satisfies Partial<Record<keyof typeof schoolMessages, string>>

function twinsOf<Twins extends Record<string, string>>(
  formal: Record<keyof Twins, string>,
  twins: Twins,
): [string, string][] {
  return Object.entries(twins).map(([name, du]) => [formal[name as keyof Twins], du])
}

const duOfFormal = new Map<string, string>([
  ...twinsOf(errorMessages, studentErrorMessages),
  ...twinsOf(authMessages, studentAuthMessages),
  ...twinsOf(schoolMessages, studentSchoolMessages),
  ...twinsOf(schoolSignInMessages, studentSchoolSignInMessages),
])

/** A shared text as the student API says it: its du twin where it has one, else the text itself. */
export function inStudentWording(text: string): string {
  return duOfFormal.get(text) ?? text
}
