import { schoolMessages, textMessages } from '@lernraster/shared'

/**
 * Texts of the subjects screen (docs/product/subjects-and-classes.md "Subjects"); quoted German texts are
 * verbatim.
 */
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
  description:
    'Die Fächer, in denen Sie unterrichten. Hausaufgaben, Prüfungen und Module gehören zu einem Fach.',
  empty: 'Hier stehen Ihre Fächer, zum Beispiel «Mathematik» mit dem Kürzel «MA». Legen Sie Ihr erstes an.',
  paging: {
    pageSize: 'Fächer pro Seite',
    label: 'Seiten der Fächerliste',
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
    text: '«{{title}}» kommt in den Papierkorb. Sie können es {{days}} Tage lang wiederherstellen.',
  },
  saved: 'Das Fach wurde gespeichert',
  removed: 'Das Fach liegt jetzt im Papierkorb.',
  // The server speaks these shared texts too; the screen finds a server text's key here (model/subject-messages).
  messages: {
    titleRequired: schoolMessages.subjectTitleRequired,
    titleTooLong: schoolMessages.subjectTitleTooLong,
    tokenRequired: schoolMessages.subjectTokenRequired,
    tokenTooLong: schoolMessages.subjectTokenTooLong,
    tokenTaken: schoolMessages.subjectTokenTaken,
    inUse: schoolMessages.subjectInUse,
    invalidCharacters: textMessages.invalidCharacters,
  },
} as const
