/**
 * The texts of the auth screens after the login (registering, confirming, forgotten password,
 * account status, no access): they load with those screens (features/accounts/auth-page-texts.ts),
 * so the login route carries only the login's (decision 007's budget). Their own module:
 * a module is never split between chunks, so in `auth.ts` they would ship with the login.
 */
export const authPages = {
  register: {
    title: 'Registrieren',
    intro:
      'Erstellen Sie Ihr Lernraster-Konto. Danach bestätigen Sie Ihre E-Mail-Adresse, und wir schalten Ihr Konto frei.',
    passwordHint: 'Mindestens {{min}} Zeichen',
    submit: 'Konto erstellen',
    haveAccount: 'Bereits registriert?',
    login: 'Zum Login',
  },
  confirmEmail: {
    title: 'E-Mail-Adresse bestätigen',
    sentTo: 'Wir haben Ihnen eine E-Mail an <b>{{email}}</b> geschickt.',
    sent: 'Wir haben Ihnen eine E-Mail geschickt.',
    instructions: 'Geben Sie den Bestätigungscode aus der E-Mail ein oder öffnen Sie einfach den Link darin.',
    loginForCode:
      'Öffnen Sie den Link aus der E-Mail, oder melden Sie sich an, um den Bestätigungscode einzugeben.',
    submit: 'Bestätigen',
    noMail: 'Keine E-Mail erhalten?',
    resend: 'E-Mail erneut senden',
    resent: 'Die E-Mail wurde versendet',
    wrongAddress: 'Adresse falsch geschrieben?',
    correctAddress: 'Angaben korrigieren',
    confirming: 'Ihre E-Mail-Adresse wird bestätigt …',
    confirmed: 'Ihre E-Mail-Adresse wurde bestätigt. Sie werden gleich weitergeleitet …',
  },
  confirmInfo: {
    title: 'Angaben bestätigen',
    intro: 'Bitte prüfen Sie Ihren Namen und Ihre E-Mail-Adresse und speichern Sie die Angaben.',
    loginFirst: 'Bitte melden Sie sich an, um Ihre Angaben zu bestätigen.',
    submit: 'Angaben speichern',
    thanks: 'Vielen Dank! Ihre Angaben wurden gespeichert.',
  },
  forgotPassword: {
    title: 'Passwort vergessen',
    intro:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
    submit: 'Link anfordern',
    sent: 'Die E-Mail zur Wiederherstellung des Passworts wurde versendet. Der Link darin ist {{hours}} Stunden gültig.',
    notReceived: 'Keine E-Mail erhalten? Prüfen Sie den Spam-Ordner und die Schreibweise der Adresse.',
    failed: 'Ein Fehler ist aufgetreten, bitte versuchen Sie es erneut',
    backToLogin: 'Zurück zum Login',
  },
  resetPassword: {
    title: 'Neues Passwort festlegen',
    intro: 'Wählen Sie ein neues Passwort mit mindestens {{min}} Zeichen.',
    submit: 'Passwort speichern',
    changed: 'Das Passwort wurde erfolgreich geändert. Sie werden gleich zum Login weitergeleitet …',
    missingToken:
      'Diesem Link fehlt der Code zum Zurücksetzen. Öffnen Sie den Link aus der E-Mail bitte noch einmal, oder fordern Sie einen neuen an.',
    requestNewLink: 'Neuen Link anfordern',
  },
  accountStatus: {
    title: 'Ihr Konto wird freigeschaltet',
    waiting_one:
      'Vielen Dank für Ihre Registrierung! Ihre E-Mail-Adresse ist bestätigt. Nun schalten wir Ihr Konto frei; das dauert normalerweise etwa {{count}} Stunde.',
    waiting_other:
      'Vielen Dank für Ihre Registrierung! Ihre E-Mail-Adresse ist bestätigt. Nun schalten wir Ihr Konto frei; das dauert normalerweise etwa {{count}} Stunden.',
    polling: 'Diese Seite merkt selbst, wenn Ihr Konto freigeschaltet ist, und leitet Sie dann weiter.',
    store: 'In der Zwischenzeit können Sie sich im Modul-Store umsehen.',
    toStore: 'Zum Modul-Store',
    contact: 'Fragen? Schreiben Sie uns an <mail>{{email}}</mail>.',
    activatedTitle: 'Ihr Konto ist freigeschaltet',
    activated: 'Ihr Konto wurde aktiviert. Sie werden gleich weitergeleitet …',
  },
  noAccess: {
    title: 'Kein Zugang',
    text: 'Sie sind als Lernende oder Lernender angemeldet und haben deshalb keinen Zugang zur App für Lehrpersonen.',
    contact: 'Sie sind eine Lehrperson? Dann schreiben Sie uns an <mail>{{email}}</mail>.',
    login: 'Mit einem anderen Konto anmelden',
  },
} as const
