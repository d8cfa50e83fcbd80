import { rosterImportMessages } from '@lernraster/shared'

/** The import of roster files from school administration software (decision 044). */
export const classRoster = {
  open: 'Aus Schulverwaltung importieren',
  title: 'Klassen aus der Schulverwaltung importieren',
  explain:
    'Wählen Sie den Export Ihrer Schulverwaltung: die CSV-Dateien nach Microsoft SDS (orgs.csv, users.csv, roles.csv, classes.csv, enrollments.csv) oder die ZIP-Datei nach OneRoster 1.2. Importiert werden Ihre Klassen mit ihren Lernenden; ein erneuter Import im nächsten Semester aktualisiert sie, ohne jemanden doppelt anzulegen.',
  choose: 'Dateien wählen',
  chosen: 'Gewählt: {{names}}',
  check: 'Prüfen',
  submit: 'Importieren',
  classesTable: 'Klassen in den Dateien',
  studentsTable: 'Lernende in den Dateien',
  problemsTitle: 'Probleme in den Dateien',
  fixFirst: 'Korrigieren Sie den Export in Ihrer Schulverwaltung; erst dann kann importiert werden.',
  className: 'Klasse',
  students: 'Lernende',
  where: 'Datei, Zeile',
  name: 'Name',
  username: 'Benutzername',
  startPassword: 'Startpasswort',
  result: 'Ergebnis',
  classOutcomes: { new: 'Neue Klasse', rename: 'Wird umbenannt', unchanged: 'Vorhanden' },
  outcomes: {
    new: 'Neues Konto ohne E-Mail',
    added: 'Kommt in die Klasse',
    update: 'Name wird aktualisiert',
    unchanged: 'Unverändert',
    reactivate: 'Wird wieder aktiv',
    inactive: 'Nicht mehr in der Datei: wird inaktiv',
    invite: 'Erhält eine Einladung per E-Mail',
    member: 'Schon in der Klasse',
  },
  done: 'Import abgeschlossen: {{classes}} Klasse(n), {{created}} neue(s) Konto/Konten.',
  printHint: 'Die Startpasswörter werden nur jetzt angezeigt: Drucken Sie die Karten gleich.',
  print: 'Karten {{name}} drucken (PDF)',
  // The server's texts (shared package), so that English shows them translated.
  messages: { ...rosterImportMessages },
} as const
