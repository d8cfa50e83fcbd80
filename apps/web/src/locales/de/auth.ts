/**
 * Texts of the auth screens. Quoted texts are kept verbatim (docs/product/accounts.md); the shared
 * validation texts live in `messages.auth` and are not repeated here.
 */
export const auth = {
  fields: {
    firstname: 'Vorname',
    lastname: 'Nachname',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    newPassword: 'Neues Passwort',
    passwordConfirmation: 'Passwort bestätigen',
    code: 'Bestätigungscode',
    showPassword: 'Passwort anzeigen',
  },
  logout: 'Abmelden',
  demoTitle: 'Demo-Zugang',
  loggingOut: 'Sie werden abgemeldet …',
  login: {
    title: 'Anmelden',
    submit: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
    noAccount: 'Noch kein Konto?',
    register: 'Jetzt registrieren',
    demoLinkInvalid:
      'Dieser Demo-Link ist nicht mehr gültig. Fragen Sie dort, wo Sie den Link erhalten haben, nach einem neuen, oder melden Sie sich mit Ihrem eigenen Konto an.',
    demoLoginFailed:
      'Die Anmeldung mit dem Demo-Link hat gerade nicht geklappt. Bitte öffnen Sie den Link in ein paar Minuten noch einmal.',
  },
} as const
