import type { de } from '../de'
import type { Translations } from '../types'

export const studentSupport: Translations<typeof de.studentSupport> = {
  help: {
    title: 'Help requests',
    open_one: '{{count}} open help request',
    open_other: '{{count}} open help requests',
    entry: '{{name}} needs help with “{{topic}}”',
    where: '{{module}} · {{group}}',
    asked: 'since {{time}}',
    handle: 'Handled',
    handleOf: 'Mark the help request of {{name}} on “{{topic}}” as handled',
    handleFailed: 'The request could not be marked as handled. Please try again.',
    toProgress: 'Open progress',
    tileCount_one: '{{count}} help request',
    tileCount_other: '{{count}} help requests',
    loadError: 'The help requests could not be loaded.',
  },
  gap: {
    higher: 'rates themselves higher',
    lower: 'rates themselves lower',
    tile: 'Gap to the teacher: {{higher}} higher, {{lower}} lower',
    tileHint: 'Students whose self-rating is 2 grades or more away from your rating',
    card: 'Gap to the teacher',
    cardTopic: '{{cell}} {{direction}}',
  },
  nextStep: {
    label: 'Next step',
    topic: '{{cell}} {{title}}',
    none: 'All done',
    noneHint: 'Every topic worked through and the goal reached.',
    pinned: 'pinned by you',
    pin: 'Pin another topic',
    pinOf: 'Choose the next step for {{name}}',
    pinSelect: 'Topic',
    pinSave: 'Pin',
    unpin: 'Remove the pin',
    cancel: 'Cancel',
    pinSaved: 'The next step of {{name}} is pinned.',
    unpinSaved: 'The next step of {{name}} follows the grid again.',
  },
}
