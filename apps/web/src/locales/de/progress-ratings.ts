/**
 * Issue 19: the teacher's rating beside the student's self-rating, in the topic dialog's 'Bewertung'
 * tab and the student's rating list; the gap marks say the direction in words, not by colour alone.
 */
export const progressRatings = {
  tab: 'Bewertung',
  intro:
    'Bewerten Sie die Lernenden in diesem Thema. Jede Note wird sofort gespeichert; die Selbsteinschätzung der Lernenden bleibt unverändert.',
  selectAll: 'Alle auswählen',
  selected: '{{count}} von {{total}} ausgewählt',
  self: 'Selbst',
  teacher: 'Lehrperson',
  teacherOf: '{{rated}} von {{total}} Fragen',
  noValue: '–',
  list: 'Lernende der Klasse, Bewertung der Lehrperson',
  row: '{{name}}: selbst {{self}}, Lehrperson {{teacher}}',
  pendingGrade: 'Eingabe {{grade}} …',
  empty: 'Die Klasse hat keine aktiven Lernenden.',
  noQuestions: 'Dieses Thema hat noch keine Fragen; es gibt nichts zu bewerten.',
  keys: {
    title: 'Mit der Tastatur',
    text: '↑/↓ wechselt die Person · Ziffer 0–6 setzt die Note für das ganze Thema · danach «,» oder «5» für die halbe Note (4 dann 5 = 4,5) · Enter speichert sofort · Leertaste wählt aus. Nach jeder Note geht es zur nächsten Person.',
  },
  apply: {
    label: 'Note für die Auswahl',
    grade: 'Note',
    scope: 'Für',
    wholeTopic: 'das ganze Thema',
    question: 'Frage {{number}}: {{title}}',
    submit: 'Für {{count}} Ausgewählte setzen',
    none: 'Wählen Sie zuerst Lernende aus.',
  },
  saved: '{{name}}: {{grade}} gespeichert',
  savedMany: '{{grade}} für {{count}} Lernende gespeichert',
  saving: 'Wird gespeichert …',
  failed: 'Die Note wurde nicht gespeichert. {{reason}}',
  gap: {
    higher: 'schätzt sich höher ein',
    lower: 'schätzt sich tiefer ein',
    higherLong: 'Schätzt sich mindestens 2 Noten höher ein als die Lehrperson',
    lowerLong: 'Schätzt sich mindestens 2 Noten tiefer ein als die Lehrperson',
  },
  ratingList: {
    gap: 'Abweichung',
    teacherGrade: 'Note der Lehrperson für «{{question}}»',
    wholeTopic: 'Ganzes Thema',
    wholeTopicLabel: 'Note der Lehrperson für das ganze Thema',
    wholeTopicSubmit: 'Für alle Fragen setzen',
    notRated: 'noch nicht bewertet',
  },
  history: {
    open: 'Verlauf der Note für «{{question}}»',
    title: 'Verlauf',
    loading: 'Verlauf wird geladen …',
    failed: 'Der Verlauf konnte nicht geladen werden.',
    empty: 'Noch keine Note der Lehrperson.',
    changed: '{{grade}} von {{name}} am {{date}}, vorher {{before}}',
    first: '{{grade}} von {{name}} am {{date}}, erste Note',
    unknownRater: 'einer gelöschten Lehrperson',
  },
} as const
