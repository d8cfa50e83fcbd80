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
  emailNotConfirmed: 403,
  accountNotActivated: 403,
  forbidden: 403,
  notFound: 404,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  validation: 422,
  invalidToken: 422,
  conflict: 409,
  emailTaken: 422,
  currentPasswordIncorrect: 422,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const

export type ErrorCode = keyof typeof errorStatus

export const errorCodes = Object.keys(errorStatus) as ErrorCode[]

/** Readable default messages. Where the specs quote a server text, it is used verbatim. */
export const errorMessages: Record<ErrorCode, string> = {
  invalidJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  badRequest: 'Die Anfrage ist ungültig.',
  unauthenticated: 'Bitte melden Sie sich an.',
  invalidCredentials: 'Das Passwort oder der Benutzername ist nicht korrekt',
  studentNotAllowed: 'Lernende haben keinen Zugang zur Lehrer-App.',
  emailNotConfirmed: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
  accountNotActivated: 'Ihr Konto wurde noch nicht aktiviert.',
  forbidden: 'Dafür fehlt Ihnen die Berechtigung.',
  notFound: 'Nicht gefunden.',
  payloadTooLarge: 'Die Anfrage ist zu gross.',
  unsupportedMediaType: 'Dieser Inhaltstyp wird nicht unterstützt.',
  validation: 'Bitte prüfen Sie Ihre Eingaben.',
  invalidToken: 'Invalid Token',
  conflict: 'Das geht gerade nicht, weil andere Daten davon abhängen.',
  emailTaken: 'emailTaken',
  currentPasswordIncorrect: 'Current typed password is incorrect',
  tooManyRequests: 'Zu viele Versuche. Bitte warten Sie einen Moment.',
  internal: 'An error has occurred, please try again!',
  unavailable: 'Der Dienst ist gerade nicht erreichbar.',
}
