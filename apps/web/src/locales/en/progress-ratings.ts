import type { progressRatings as de } from '../de/progress-ratings'
import type { Translations } from '../types'

export const progressRatings: Translations<typeof de> = {
  tab: 'Rating',
  intro:
    "Rate the students in this topic. Every grade is saved at once; the students' self-ratings stay as they are.",
  selectAll: 'Select all',
  selected: '{{count}} of {{total}} selected',
  self: 'Self',
  teacher: 'Teacher',
  teacherOf: '{{rated}} of {{total}} questions',
  noValue: '–',
  list: "Students of the class, the teacher's rating",
  row: '{{name}}: self {{self}}, teacher {{teacher}}',
  pendingGrade: 'Typing {{grade}} …',
  empty: 'The class has no active students.',
  noQuestions: 'This topic has no questions yet; there is nothing to rate.',
  keys: {
    title: 'By keyboard',
    text: '↑/↓ moves between students · a digit 0–6 sets the grade for the whole topic · then "," or "5" for the half grade (4 then 5 = 4.5) · Enter saves at once · Space selects. After each grade the next student is focused.',
  },
  apply: {
    label: 'Grade for the selection',
    grade: 'Grade',
    scope: 'For',
    wholeTopic: 'the whole topic',
    question: 'Question {{number}}: {{title}}',
    submit: 'Set for {{count}} selected',
    none: 'Select students first.',
  },
  saved: '{{name}}: {{grade}} saved',
  savedMany: '{{grade}} saved for {{count}} students',
  saving: 'Saving …',
  failed: 'The grade was not saved. {{reason}}',
  gap: {
    higher: 'rates themselves higher',
    lower: 'rates themselves lower',
    higherLong: 'Rates themselves at least 2 grades higher than the teacher',
    lowerLong: 'Rates themselves at least 2 grades lower than the teacher',
  },
  ratingList: {
    gap: 'Gap',
    teacherGrade: 'Teacher\'s grade for "{{question}}"',
    wholeTopic: 'Whole topic',
    wholeTopicLabel: "Teacher's grade for the whole topic",
    wholeTopicSubmit: 'Set for all questions',
    notRated: 'not rated yet',
  },
  history: {
    open: 'History of the grade for "{{question}}"',
    title: 'History',
    loading: 'Loading the history …',
    failed: 'The history could not be loaded.',
    empty: 'No grade from the teacher yet.',
    changed: '{{grade}} by {{name}} on {{date}}, before {{before}}',
    first: '{{grade}} by {{name}} on {{date}}, first grade',
    unknownRater: 'a deleted teacher',
  },
  serverMessages: {
    gradeInvalid: 'Please choose a grade from 0 to 6 in half steps.',
    studentsRequired: 'Please choose at least one student.',
    // {{max}}: the shared limit, given where the text is shown (importing it here would put a chunk
    // into the login route's preload list, the English pack being one of its dynamic imports).
    studentsTooMany: 'At most {{max}} students at once.',
    questionOrTopic: 'Please choose a question or a topic, not both.',
    notInClass: 'Not all the chosen students are active in this class.',
    topicWithoutQuestions: 'This topic has no questions yet.',
    releasedInvalid: 'Please say whether the students see the ratings.',
    topicNotInModule: 'This topic does not belong to the module of this class.',
  },
}
