import { accountMessages } from './messages/account'
import { authMessages } from './messages/auth'
import { checkTakenMessage } from './messages/check-taken'

/**
 * Every error the API answers with, and its HTTP status. The client maps `code` to a text;
 * `message` is a readable fallback and never carries internal details.
 */
export const errorStatus = {
  invalidJson: 400,
  badRequest: 400,
  unauthenticated: 401,
  invalidCredentials: 401,
  studentNotAllowed: 403,
  teacherNotAllowed: 403,
  emailNotConfirmed: 403,
  accountNotActivated: 403,
  passwordChangeRequired: 403,
  forbidden: 403,
  notFound: 404,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  validation: 422,
  invalidToken: 422,
  conflict: 409,
  isActivated: 409,
  alreadyPurchased: 409,
  ownModule: 409,
  insufficientCrystals: 409,
  priceChanged: 409,
  classArchived: 409,
  checkTaken: 409,
  emailTaken: 422,
  currentPasswordIncorrect: 422,
  rangeNotSatisfiable: 416,
  tooManyRequests: 429,
  accountLocked: 429,
  internal: 500,
  unavailable: 503,
} as const

export type ErrorCode = keyof typeof errorStatus

export const errorCodes = Object.keys(errorStatus) as ErrorCode[]

/**
 * Readable default messages, in German like every text the server answers. Where the specs quote a
 * server text in correct German it is used verbatim; English or broken ones are written as correct
 * German (decision 008).
 */
export const errorMessages: Record<ErrorCode, string> = {
  invalidJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  badRequest: 'Die Anfrage ist ungültig.',
  unauthenticated: 'Bitte melden Sie sich an.',
  invalidCredentials: 'Das Passwort oder der Benutzername ist nicht korrekt',
  studentNotAllowed: 'Lernende haben keinen Zugang zur Lehrer-App.',
  // Said to whoever uses the student app with a teacher's account: in the students' "du" (decision 019).
  teacherNotAllowed:
    'Dieses Konto gehört einer Lehrperson. Bitte melde dich in der Lehrer-App an; für die Schüler-App brauchst du ein Konto als Lernende oder Lernender.',
  emailNotConfirmed: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
  accountNotActivated: 'Ihr Konto wurde noch nicht aktiviert.',
  // Only students meet it (a start password, decision 038); the student API answers the du twin.
  passwordChangeRequired: 'Bitte wählen Sie zuerst ein eigenes Passwort.',
  forbidden: 'Dafür fehlt Ihnen die Berechtigung.',
  notFound: 'Nicht gefunden.',
  payloadTooLarge: 'Die Anfrage ist zu gross.',
  unsupportedMediaType: 'Dieser Inhaltstyp wird nicht unterstützt.',
  validation: 'Bitte prüfen Sie Ihre Eingaben.',
  invalidToken: 'Dieser Code oder Link ist ungültig oder abgelaufen.',
  conflict: 'Das geht gerade nicht, weil andere Daten davon abhängen.',
  // The server's answer isActivated, in the original's words (docs/product/runs.md "Activating").
  isActivated: 'Bereits für diese Klasse aktiviert',
  alreadyPurchased: 'Sie haben dieses Modul bereits gekauft.',
  ownModule: 'Ihr eigenes Modul können Sie nicht kaufen.',
  insufficientCrystals: 'Ihre Kristalle reichen für dieses Modul nicht.',
  priceChanged: 'Der Preis hat sich eben geändert. Bitte prüfen Sie ihn.',
  // Decision 051: the database refuses every write into an archived class, whichever call tries.
  classArchived:
    'Diese Klasse ist archiviert und lässt sich nur noch ansehen. Um sie zu ändern, holen Sie sie zuerst aus dem Archiv.',
  checkTaken: checkTakenMessage,
  emailTaken: authMessages.emailAlreadyUsed,
  currentPasswordIncorrect: accountMessages.currentPasswordIncorrect,
  rangeNotSatisfiable: 'Der angefragte Bereich liegt nicht in der Datei.',
  tooManyRequests: 'Zu viele Versuche. Bitte warten Sie einen Moment.',
  accountLocked:
    'Für dieses Konto gab es zu viele falsche Anmeldungen. Auf einem Gerät, auf dem Sie sich schon angemeldet haben, geht es weiter; sonst setzen Sie über «Passwort vergessen?» ein neues Passwort.',
  internal: 'Ein Fehler ist aufgetreten, bitte versuchen Sie es erneut!',
  unavailable: 'Der Dienst ist gerade nicht erreichbar.',
}
