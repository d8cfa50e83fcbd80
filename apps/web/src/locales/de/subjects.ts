import { schoolMessages } from '@lernraster/shared'

/** Texts of the subjects screen (spec 1 §2 "Subjects screen"); quoted German texts are verbatim. */
export const subjects = {
  title: 'Fächer',
  add: 'Neues Fach',
  loadError: 'Die Fächer konnten nicht geladen werden.',
  columns: {
    title: 'Fach',
    token: 'Kürzel',
    actions: 'Bearbeiten',
  },
  edit: 'Bearbeiten',
  editSubject: '{{title}} bearbeiten',
  empty: {
    title: 'Noch keine Fächer',
    text: 'Legen Sie oben rechts mit «Neues Fach» Ihr erstes Fach an.',
  },
  paging: {
    pageSize: 'Fächer pro Seite',
    range: '{{from}}–{{to}} von {{total}}',
    label: 'Seiten der Fächerliste',
    page: 'Seite {{page}}',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
  },
  form: {
    newTitle: 'Neues Fach',
    editTitle: 'Fach bearbeiten',
    title: 'Fach',
    titlePlaceholder: 'z. B. Mathematik',
    token: 'Kürzel',
    tokenPlaceholder: 'z. B. MA',
    remove: 'Löschen',
  },
  remove: {
    title: 'Fach löschen',
    question: 'Sind Sie sicher?',
    text: '«{{title}}» wird gelöscht. Das lässt sich nicht rückgängig machen.',
  },
  saved: 'Das Fach wurde gespeichert',
  removed: 'Das Fach wurde gelöscht',
  // The server speaks these shared texts too; the screen finds a server text's key here (model/subject-messages).
  messages: {
    titleRequired: schoolMessages.subjectTitleRequired,
    titleTooLong: schoolMessages.subjectTitleTooLong,
    tokenRequired: schoolMessages.subjectTokenRequired,
    tokenTooLong: schoolMessages.subjectTokenTooLong,
    inUse: schoolMessages.subjectInUse,
  },
} as const
