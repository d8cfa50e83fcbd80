import type { progressStudents as de } from '../de/progress-students'
import type { Translations } from '../types'

export const progressStudents: Translations<typeof de> = {
  title: 'Student overview',
  facts: {
    label: 'Activation',
    group: 'Class',
    subject: 'Subject',
    students: 'Students',
  },
  search: {
    label: 'Search students',
    placeholder: 'First or last name',
    clear: 'Clear search',
    count: '{{shown}} of {{total}} students',
  },
  empty: {
    noStudents:
      'This class has no active students. As soon as students join the class, a card appears here for each of them.',
    noMatch: 'No students match “{{query}}”. Check the spelling or clear the search.',
  },
  card: {
    label: 'Progress of {{name}}',
    grid: 'Topics of {{name}}, {{columns}} columns and {{rows}} rows',
    emptyCell: 'Cell {{number}}: no topic',
    tile: 'Topic {{number}}, {{title}}: {{side}}',
    tileOpen: 'Topic {{number}}, {{title}}: {{side}}. Show ratings',
  },
  popover: {
    number: 'Topic {{number}}',
  },
  tooFast: {
    card: 'Rated too fast (under {{minutes}} minutes a question on average)',
    legend:
      '↗ above the goal · ↘ below the goal · ⚡ striped: rated too fast (under {{minutes}} minutes a question on average)',
  },
  ratings: {
    topic: 'Topic {{number}}: {{title}}',
    question: 'Question',
    grade: 'Grade',
    gradeOf: 'Grade {{grade}}, {{side}}',
  },
  percent: '{{value}}%',
  pdf: {
    export: 'Export PDF',
    exporting: 'PDF {{percent}}%',
    overlay: 'Generating PDF...',
    overlayDetail: 'Page {{page}} of {{count}}',
    cancel: 'Cancel',
    failed: 'The PDF report could not be created. Check the connection and try again.',
    cancelled: 'The PDF export was cancelled; no file was saved.',
    documentTitle: 'Progress report {{name}}',
  },
  report: {
    labels: {
      name: 'NAME',
      date: 'DATE',
      group: 'CLASS',
      subject: 'SUBJECT',
      goal: 'GOAL',
      test: 'TEST',
    },
    sections: {
      progress: 'COMPLETED TASKS',
      daysWorked: 'WORKING DAYS',
      reliability: 'RELIABILITY',
    },
    hints: {
      progress: 'of the module’s questions rated',
      daysWorked: 'days with at least one rating',
      reliability: 'of the tasks worked on over {{seconds}} s',
    },
    legend: {
      above: 'above the goal',
      below: 'below the goal',
      none: 'not rated yet',
      tooFast: 'rated too fast (under {{minutes}} minutes a question on average): {{topics}}',
      tooFastNone: 'in no topic',
      tooFastCount: 'in {{count}} of {{total}} topics',
    },
    judgment: {
      tile: 'T {{value}}',
      title: 'SELF-ASSESSMENT AND TEACHER',
      line: '{{cell}} {{title}}: self {{self}}, teacher {{teacher}}, gap {{gap}} ({{direction}})',
      none: 'No gap of 2 grades or more between self-assessment and teacher.',
      notRated: 'No rating by the teacher yet.',
    },
    notes: 'NOTES',
    page: 'PAGE | {{page}}',
  },
  csv: {
    headers: {
      firstname: 'First name',
      lastname: 'Last name',
      goal: 'Goal',
      place: 'Column.Row',
      topic: 'Topic',
      progress: 'Progress %',
      average: 'Average',
      side: 'Above/below the goal',
      tooFast: 'Too fast',
      teacher: 'Teacher',
      gap: 'Gap',
      direction: 'Direction',
    },
    yes: 'yes',
    fileName: 'Students_{{name}}_{{timestamp}}.csv',
  },
}
