/** Texts of importing a class from a list and copying a class (issue 15). {{line}} is the line number. */
export const classImportMessages = {
  empty: 'Die Liste ist leer. Eine Zeile pro Person: Vorname; Nachname; E-Mail.',
  tooManyRows: 'Die Liste hat mehr als 200 Personen. Bitte teilen Sie sie auf.',
  columns: 'Erwartet werden drei Spalten: Vorname, Nachname, E-Mail.',
  firstnameMissing: 'Der Vorname fehlt.',
  lastnameMissing: 'Der Nachname fehlt.',
  nameTooLong: 'Der Name ist zu lang.',
  emailInvalid: 'Die E-Mail-Adresse ist ungültig.',
  duplicateEmail: 'Diese E-Mail-Adresse steht schon in Zeile {{line}}.',
  refusedOne: 'Die Liste wurde nicht importiert: 1 Zeile mit Fehlern. Es wurde nichts gespeichert.',
  refused: 'Die Liste wurde nicht importiert: {{count}} Zeilen mit Fehlern. Es wurde nichts gespeichert.',
  lineProblem: 'Zeile {{line}}: {{problem}}',
  raced: 'Die Liste wurde gleichzeitig anderswo verändert. Bitte importieren Sie sie noch einmal.',
  demoNoImport:
    'In der Demo-Umgebung werden keine Listen importiert: Es gingen E-Mails an echte Adressen. «Prüfen» zeigt, was geschehen würde.',
} as const
