/**
 * Texts of importing roster files (issue 34 item 3, decision 044), in Sie. {{file}} is a file's
 * name, {{line}} a line number, {{column}} a column's name, {{count}} a number.
 */
export const rosterImportMessages = {
  filesMissing: 'Bitte wählen Sie die Dateien aus Ihrer Schulverwaltung (CSV-Dateien oder eine ZIP-Datei).',
  tooManyFiles: 'Es sind höchstens 12 Dateien auf einmal möglich.',
  fileTooLarge: 'Die Datei {{file}} ist grösser als 2 MB.',
  uploadTooLarge: 'Die Dateien sind zu gross: höchstens 2 MB je Datei.',
  notCsvOrZip: 'Die Datei {{file}} ist weder eine CSV- noch eine ZIP-Datei.',
  badZip: 'Die ZIP-Datei {{file}} ist beschädigt oder kann nicht gelesen werden.',
  unreadable:
    'Die Datei {{file}} kann nicht gelesen werden: Erwartet wird Text in UTF-8 oder Windows-1252 (ANSI).',
  fileTwice: 'Die Datei {{file}} ist zweimal dabei.',
  unknownFormat:
    'Das Format wurde nicht erkannt. Erwartet wird ein Export nach Microsoft SDS (orgs.csv, users.csv, roles.csv, classes.csv, enrollments.csv) oder eine OneRoster-1.2-ZIP-Datei (mit manifest.csv).',
  fileMissing: 'Die Datei {{file}} fehlt.',
  onerosterVersion:
    'manifest.csv: Erwartet wird OneRoster 1.2 (oneroster.version), gefunden wurde «{{version}}».',
  columnMissing: '{{file}}: Die Spalte «{{column}}» fehlt in der ersten Zeile.',
  duplicateId: '{{file}}, Zeile {{line}}: Die ID «{{id}}» kommt schon in Zeile {{first}} vor.',
  unclosedQuote: '{{file}}, Zeile {{line}}: Ein Anführungszeichen wird nicht geschlossen.',
  idMissing: '{{file}}, Zeile {{line}}: Die ID fehlt.',
  idTooLong: '{{file}}, Zeile {{line}}: Die ID ist länger als 255 Zeichen.',
  tooManyStudents: 'Die Dateien enthalten mehr als 5000 Lernende. Bitte exportieren Sie nur Ihre Klassen.',
  tooManyClasses:
    'Die Dateien enthalten {{count}} Klassen; höchstens 50 auf einmal. Bitte exportieren Sie nur Ihre Klassen.',
  tooManyNewAccounts:
    'Der Import würde {{count}} neue Konten anlegen; höchstens 1000 auf einmal. Bitte importieren Sie die Klassen in Teilen.',
  noClasses: 'Die Dateien enthalten keine Klasse mit Lernenden.',
  // Problems of one line: the preview shows them, the import is refused while there is one.
  lineProblem: '{{file}}, Zeile {{line}}: {{problem}}',
  firstnameMissing: 'Der Vorname fehlt.',
  lastnameMissing: 'Der Nachname fehlt.',
  nameTooLong: 'Der Name ist zu lang.',
  nameNotStorable: 'Der Name enthält Zeichen, die nicht gespeichert werden können.',
  classNameMissing: 'Der Name der Klasse fehlt.',
  unknownUser: 'Die Person «{{id}}» fehlt in users.csv.',
  unknownClass: 'Die Klasse «{{id}}» fehlt in classes.csv.',
  emailInvalid: 'Die E-Mail-Adresse ist ungültig.',
  duplicateEmail: 'Die E-Mail-Adresse steht schon in Zeile {{first}}.',
  dateInvalid: 'Das Datum «{{date}}» ist ungültig (erwartet: TT.MM.JJJJ oder JJJJ-MM-TT).',
  refusedOne: 'Es wurde nichts importiert: 1 Problem in den Dateien. Bitte korrigieren Sie den Export.',
  refused: 'Es wurde nichts importiert: {{count}} Probleme in den Dateien. Bitte korrigieren Sie den Export.',
  raced: 'Gleichzeitig lief ein anderer Import derselben Klassen. Bitte prüfen Sie erneut.',
  demoNoImport: 'In der Demo-Umgebung werden keine Konten angelegt. «Prüfen» zeigt, was geschehen würde.',
} as const

/** A message with its {{placeholders}} filled in. */
export function rosterText(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
