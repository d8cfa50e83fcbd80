import { studentLiveKinds, teacherLiveKinds } from '@lernraster/shared'
import { apiPrefix, studentApiPrefix } from '../paths'
import type { ApiDescription } from './document'

const errorShape =
  'Jeder Fehler antwortet mit `{ code, message, errors? }`: `code` ist stabil und für Programme, `message` ein lesbarer deutscher Text, `errors` nennt bei 422 die Felder.'

export const teacherApiDescription: ApiDescription = {
  title: 'Lernraster teacher API',
  description: [
    'Die API der Lehrer-App: Fächer, Klassen, Lernmodule mit Raster, Durchführungen, Fortschritt, Store.',
    'Anmelden mit `POST /auth/login`; das Token geht als `Authorization: Bearer <token>` mit.',
    errorShape,
  ].join('\n\n'),
  base: apiPrefix,
  tokenCookie: 'api_token',
  liveKinds: teacherLiveKinds,
  tags: {
    account: 'Das eigene Konto: Name, Passwort, E-Mail-Adresse.',
    activations: 'Lernmodule mit Klassen durchführen: aktivieren, beenden, die Durchführungen.',
    app: 'Was die App beim Start vom Server wissen muss.',
    auth: 'Anmelden, Registrieren, Passwort vergessen, E-Mail bestätigen.',
    checks: 'Die Lernkontrolle eines Themas: kurze Aufgaben, die eine Stufe bestätigen.',
    feedback: 'Rückmeldungen an den Anbieter.',
    feeds: 'Was sich in den Durchführungen getan hat: Einschätzungen und Fragen der Lernenden.',
    files: 'Bilder und Lösungen hochladen und lesen.',
    grid: 'Das Kompetenzraster eines Lernmoduls: Bereiche, Themen, Aufgaben.',
    groups: 'Die eigenen Klassen und ihre Lernenden, auch aus einer Liste eingelesen.',
    'help requests': 'Hilfegesuche der Lernenden sehen und erledigen.',
    home: 'Die Startseite: was heute ansteht.',
    live: 'Was sich auf den Bildschirmen der Lehrperson geändert hat, als server-sent events.',
    modules: 'Die eigenen Lernmodule: anlegen, ändern, duplizieren, löschen.',
    'next steps': 'Der nächste Schritt jeder Lernenden und jedes Lernenden, und das Festlegen.',
    planning: 'Hausaufgaben und Prüfungen der Klassen.',
    progress: 'Der Fortschritt einer Durchführung: Einschätzungen, Diagramme, Bericht.',
    sharing: 'Lernmodule mit anderen Lehrpersonen teilen.',
    statistics: 'Zahlen über Klassen, Lernende und Lernmodule.',
    store: 'Der Store: veröffentlichen, prüfen, suchen, kaufen, Kristalle.',
    'store provider':
      'Für die Administration des Anbieters: Module aus dem Store nehmen, Kristalle buchen, Kristallbuch und Prüfprotokoll.',
    subjects: 'Die eigenen Fächer.',
    'teacher ratings': 'Die Einschätzung der Lehrperson neben der Selbsteinschätzung.',
    trash: 'Der Papierkorb: Gelöschtes wiederherstellen oder endgültig löschen.',
    users: 'Wer angemeldet ist, und Lehrpersonen finden.',
  },
}

export const studentApiDescription: ApiDescription = {
  title: 'Lernraster student API',
  description: [
    'Die API der Schüler-App: die eigenen Lernmodule, Selbsteinschätzungen, Hilfegesuche, nächste Schritte.',
    'Anmelden mit `POST /auth/login` dieser API; nur Konten von Lernenden. Texte in der Du-Form.',
    errorShape,
  ].join('\n\n'),
  base: studentApiPrefix,
  tokenCookie: 'student_token',
  liveKinds: studentLiveKinds,
  tags: {
    'next steps': 'Der eigene nächste Schritt in einem Lernmodul.',
    student: 'Die eigenen Klassen, Ziele, Lernmodule, Einschätzungen, Hausaufgaben und Prüfungen.',
    'student auth': 'Anmelden, Registrieren, Passwort vergessen.',
    'student data': 'Alle eigenen Daten herunterladen, das eigene Konto löschen.',
  },
}
