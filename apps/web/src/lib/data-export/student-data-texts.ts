/**
 * The words of a student's data download (decision 045), in both apps' languages. The teacher app
 * and the student app make the same document, so its words live here once rather than in each
 * app's locale files; they name things and never address the reader (no Sie or du).
 */
export interface StudentDataTexts {
  title: string
  exportedAt: string
  intro: string
  none: string
  sections: {
    account: string
    classes: string
    invitations: string
    goals: string
    selfRatings: string
    teacherRatings: string
    exams: string
    feedbacks: string
    helpRequests: string
    nextSteps: string
    checkAttempts: string
    checkDecisions: string
    schoolAccounts: string
    rosterIds: string
    signIns: string
  }
  fields: {
    firstname: string
    lastname: string
    email: string
    username: string
    createdAt: string
    createdBy: string
    selfRegistered: string
    generalGoal: string
    teacher: string
    active: string
    inactive: string
    since: string
    until: string
    goal: string
    grade: string
    secondsSpent: string
    before: string
    after: string
    due: string
    solved: string
    open: string
    handled: string
    openSessions: string
    knownBrowsers: string
    school: string
    importedBy: string
    attempt: string
    right: string
    passed: string
    failed: string
    attested: string
    notAttested: string
  }
}

const de: StudentDataTexts = {
  title: 'Daten von {{name}} bei Lernraster',
  exportedAt: 'Stand: {{date}}',
  intro:
    'Alle Daten, die Lernraster zu diesem Konto speichert. Dasselbe gibt es als JSON-Datei zum Weiterverarbeiten.',
  none: 'Keine',
  sections: {
    account: 'Konto',
    classes: 'Klassen',
    invitations: 'Offene Einladungen',
    goals: 'Ziele pro Fach',
    selfRatings: 'Selbsteinschätzungen',
    teacherRatings: 'Einschätzungen der Lehrperson',
    exams: 'Prüfungen',
    feedbacks: 'Rückmeldungen zu Fragen',
    helpRequests: 'Hilfeanfragen',
    nextSteps: 'Nächste Schritte der Lehrperson',
    checkAttempts: 'Lernkontrollen',
    checkDecisions: 'Entscheide der Lehrperson zu Lernkontrollen',
    schoolAccounts: 'Anmeldung mit Schulkonto',
    rosterIds: 'Nummern aus der Schulverwaltung',
    signIns: 'Anmeldungen',
  },
  fields: {
    firstname: 'Vorname',
    lastname: 'Nachname',
    email: 'E-Mail',
    username: 'Benutzername',
    createdAt: 'Konto erstellt',
    createdBy: 'Angelegt von',
    selfRegistered: 'selbst registriert',
    generalGoal: 'Allgemeines Ziel',
    teacher: 'Lehrperson',
    active: 'aktiv',
    inactive: 'inaktiv',
    since: 'seit',
    until: 'gültig bis',
    goal: 'Ziel',
    grade: 'Note',
    secondsSpent: 'Sekunden',
    before: 'vorher',
    after: 'nachher',
    due: 'fällig',
    solved: 'erledigt',
    open: 'offen',
    handled: 'erledigt am',
    openSessions: 'Offene Sitzungen',
    knownBrowsers: 'Bekannte Browser',
    school: 'Schule',
    importedBy: 'importiert von',
    attempt: 'Versuch',
    right: 'richtig',
    passed: 'bestanden',
    failed: 'nicht bestanden',
    attested: 'bestätigt',
    notAttested: 'nicht bestätigt',
  },
}

const en: StudentDataTexts = {
  title: "{{name}}'s data at Lernraster",
  exportedAt: 'As of {{date}}',
  intro:
    'All the data Lernraster keeps for this account. The ".json" file beside it holds the same, machine-readable.',
  none: 'None',
  sections: {
    account: 'Account',
    classes: 'Classes',
    invitations: 'Open invitations',
    goals: 'Goals per subject',
    selfRatings: 'Self-ratings',
    teacherRatings: "The teacher's ratings",
    exams: 'Exams',
    feedbacks: 'Feedback on questions',
    helpRequests: 'Help requests',
    nextSteps: "The teacher's next steps",
    checkAttempts: 'Topic checks',
    checkDecisions: "The teacher's decisions on topic checks",
    schoolAccounts: 'Sign-in with a school account',
    rosterIds: 'Ids from the school administration',
    signIns: 'Sign-ins',
  },
  fields: {
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail',
    username: 'User name',
    createdAt: 'Account created',
    createdBy: 'Created by',
    selfRegistered: 'registered themselves',
    generalGoal: 'General goal',
    teacher: 'Teacher',
    active: 'active',
    inactive: 'inactive',
    since: 'since',
    until: 'valid until',
    goal: 'goal',
    grade: 'grade',
    secondsSpent: 'seconds',
    before: 'before',
    after: 'after',
    due: 'due',
    solved: 'solved',
    open: 'open',
    handled: 'handled on',
    openSessions: 'Open sessions',
    knownBrowsers: 'Known browsers',
    school: 'school',
    importedBy: 'imported by',
    attempt: 'attempt',
    right: 'right',
    passed: 'passed',
    failed: 'not passed',
    attested: 'attested',
    notAttested: 'not attested',
  },
}

export function studentDataTexts(language: string): StudentDataTexts {
  return language.startsWith('de') ? de : en
}
