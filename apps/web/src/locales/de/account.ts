/**
 * Texts of the account settings (docs/product/accounts.md "Account settings"); rule messages are in
 * `messages.account`.
 */
export const account = {
  title: 'Einstellungen',
  intro: 'Hier ändern Sie Ihre Anmeldedaten und Ihren Namen und legen fest, ob die Tour angezeigt wird.',
  email: {
    title: 'E-Mail',
    current: 'Aktuelle E-Mail-Adresse',
    new: 'Neue E-Mail-Adresse',
    confirmation: 'Neue E-Mail-Adresse bestätigen',
    demo: 'Dieses Demo-Konto wird von mehreren Personen genutzt, darum lässt sich seine E-Mail-Adresse nicht ändern.',
    pendingTitle: 'Bestätigung ausstehend',
    pending:
      'Wir haben einen Bestätigungslink an {{email}} geschickt. Ihre Adresse ändert sich erst, wenn Sie diesen Link öffnen. Bis dahin melden Sie sich weiter mit {{current}} an.',
  },
  password: {
    title: 'Passwort',
    summary: 'Aus Sicherheitsgründen wird Ihr Passwort nicht angezeigt.',
    current: 'Aktuelles Passwort',
    new: 'Neues Passwort',
    confirmation: 'Neues Passwort bestätigen',
    show: 'Passwort anzeigen',
    demo: 'Dieses Demo-Konto wird von mehreren Personen genutzt, darum lässt sich sein Passwort nicht ändern.',
  },
  name: {
    title: 'Name',
    firstname: 'Vorname',
    lastname: 'Nachname',
  },
  tour: {
    title: 'Tour',
    label: 'Touren anzeigen',
    hint: 'Jede Tour (Startseite, Lernfortschritt) erscheint einmal. Wieder eingeschaltet, beginnen alle von vorn.',
    summary: 'Touren anzeigen: {{value}}',
  },
} as const
