import type { de } from '../de'
import type { Translations } from '../types'

export const moduleFeeds: Translations<typeof de.moduleFeeds> = {
  activity: {
    title: 'Student activity',
    empty:
      "Your students' newest ratings appear here as soon as a class rates questions in an active module.",
    loadError: 'The student activity could not be loaded.',
  },
  changes: {
    title: 'Changes to modules',
    empty: 'What colleagues change in modules they share with you appears here.',
    loadError: 'The changes to modules could not be loaded.',
  },
  feedback: {
    title: 'Student feedback',
    empty: 'The feedback students give on questions of your modules appears here.',
    loadError: 'The student feedback could not be loaded.',
  },
  sidebar: {
    hide: 'Hide {{title}}',
    show: 'Show {{title}}',
    more: 'Load more',
    retry: 'Try again',
    refreshed: 'Updated every minute, last at {{time}}.',
  },
  time: {
    today: 'today, {{time}}',
    yesterday: 'yesterday, {{time}}',
    date: '{{date}}, {{time}}',
  },
  grade: {
    above: 'above the goal',
    at: 'at the goal',
    below: 'below the goal',
    value: 'Grade {{grade}}',
    goal: 'Goal {{goal}}',
  },
  entry: {
    topic: 'Topic {{cell}} {{title}}',
    group: 'Class {{name}}',
    module: 'Module {{name}}',
    by: 'by {{name}}',
    question: 'Question: {{title}}',
  },
  change: {
    kinds: { new: 'new', updated: 'changed', deleted: 'deleted' },
    subjects: { module: 'Module', block: 'Block', topic: 'Topic', question: 'Question' },
    unknownKind: 'changed',
    unknownSubject: 'Content',
  },
  feedbackEntry: {
    types: {
      question: 'Question about the task',
      mistake: 'Found a mistake',
      too_hard: 'Too hard',
      too_easy: 'Too easy',
      praise: 'Liked it',
    },
    solved: 'Done',
    solvedOf: 'Done: feedback from {{name}} on “{{question}}”',
    toggleFailed: 'The feedback could not be changed. Please try again.',
  },
}
