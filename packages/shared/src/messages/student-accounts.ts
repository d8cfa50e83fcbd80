/**
 * Texts of creating students without an address from a list of names and of their login cards
 * (issue 34, decision 038). {{line}} is the line number.
 */
export const studentAccountMessages = {
  empty: 'Die Liste ist leer. Eine Zeile pro Person: Vorname; Nachname (oder «Vorname Nachname»).',
  tooManyRows: 'Die Liste hat mehr als 200 Personen. Bitte teilen Sie sie auf.',
  columns: 'Erwartet werden zwei Spalten: Vorname und Nachname.',
  firstnameMissing: 'Der Vorname fehlt.',
  lastnameMissing: 'Der Nachname fehlt.',
  nameTooLong: 'Der Name ist zu lang.',
  nameNotStorable: 'Der Name enthält Zeichen, die nicht gespeichert werden können.',
  refusedOne: 'Es wurde niemand angelegt: 1 Zeile mit Fehlern. Es wurde nichts gespeichert.',
  refused: 'Es wurde niemand angelegt: {{count}} Zeilen mit Fehlern. Es wurde nichts gespeichert.',
  lineProblem: 'Zeile {{line}}: {{problem}}',
  demoNoCreate: 'In der Demo-Umgebung werden keine Konten angelegt. «Prüfen» zeigt, was geschehen würde.',
  notYourStudent:
    'Für dieses Konto kann keine neue Karte gedruckt werden: Sie haben es nicht angelegt, oder die Person hat schon eine eigene E-Mail-Adresse.',
} as const

/** The student app's (du): a student made without an address adds one later (decision 041). */
export const studentAddressMessages = {
  addressAlreadyAdded: 'Dein Konto hat schon eine E-Mail-Adresse.',
} as const

/**
 * Downloading a student's data and deleting the account (issue 34 item 4, decision 045). The teacher
 * API's texts (Sie); the student app gets their du twins (student-wording.ts).
 */
export const studentDataMessages = {
  demoNoDelete: 'In der Demo-Umgebung werden keine Konten gelöscht.',
} as const
