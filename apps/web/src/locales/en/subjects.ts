import { schoolLimits } from '@lernraster/shared'
import type { subjects as de } from '../de/subjects'
import type { Translations } from '../types'

export const subjects: Translations<typeof de> = {
  title: 'Subjects',
  add: 'New subject',
  loadError: 'The subjects could not be loaded.',
  columns: {
    title: 'Subject',
    token: 'Short code',
    actions: 'Edit',
  },
  edit: 'Edit',
  editSubject: 'Edit {{title}}',
  description: 'The subjects you teach. Homework, exams and modules belong to a subject.',
  empty:
    'Your subjects appear here, for example “Mathematics” with the short code “MA”. Create your first one.',
  paging: {
    pageSize: 'Subjects per page',
    label: 'Pages of the subject list',
  },
  form: {
    newTitle: 'New subject',
    editTitle: 'Edit subject',
    title: 'Subject',
    titlePlaceholder: 'e.g. Mathematics',
    token: 'Short code',
    tokenPlaceholder: 'e.g. MA',
    remove: 'Delete',
  },
  remove: {
    title: 'Delete subject',
    question: 'Are you sure?',
    text: '“{{title}}” goes to the bin. You can restore it for {{days}} days.',
  },
  saved: 'The subject was saved',
  removed: 'The subject is now in the bin.',
  messages: {
    titleRequired: 'Please enter a name for the subject',
    titleTooLong: `The name must be at most ${schoolLimits.subjectTitleMax} characters long`,
    tokenRequired: 'Please enter a short code for the subject',
    tokenTooLong: `The short code must be at most ${schoolLimits.subjectTokenMax} characters long`,
    tokenTaken: 'You already use this short code for another subject. Please choose a different one.',
    inUse: 'This subject is still used by homework, exams or modules and cannot be deleted.',
    invalidCharacters: 'The text contains characters that cannot be saved (such as control characters)',
  },
}
