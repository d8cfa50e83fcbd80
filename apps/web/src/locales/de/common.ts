export const common = {
  appName: 'Lernraster',
  loading: 'Wird geladen …',
  save: 'Speichern',
  cancel: 'Abbrechen',
  close: 'Schliessen',
  yes: 'Ja',
  no: 'Nein',
  change: 'Ändern',
  reload: 'Neu laden',
  toHome: 'Zur Startseite',
  toLogin: 'Zum Login',
  error: 'Ein Fehler ist aufgetreten, bitte versuchen Sie es erneut!',
  noChanges: 'Keine Änderungen erkannt!',
  logoutFirst: 'Sie müssen sich zuerst abmelden',
  pleaseWait: 'Bitte warten …',
  offline:
    'Keine Verbindung zum Server: nichts wurde gespeichert. Ihre Eingaben bleiben stehen; versuchen Sie es noch einmal, sobald Sie wieder online sind.',
  paging: {
    range: '{{from}}–{{to}} von {{total}}',
    page: 'Seite {{page}}',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Diese Adresse gibt es in Lernraster nicht. Vielleicht ist der Link veraltet.',
  },
  routeError: {
    title: 'Diese Seite konnte nicht geladen werden',
    text: 'Bitte prüfen Sie Ihre Internetverbindung und laden Sie die Seite neu.',
  },
} as const
