import type { progressCalibration as de } from '../de/progress-calibration'
import type { Translations } from '../types'

export const progressCalibration: Translations<typeof de> = {
  title: 'Self-assessment and teacher',
  toCalibration: 'Self-assessment',
  subtitle: '{{module}} · Class {{group}}',
  intro:
    'Compared are the questions that both a student and you have rated. Within 1 grade the self-assessment is on target; from 2 grades on the gap counts as large.',
  release: {
    label: "Release the teacher's ratings to the students",
    on: 'Released: the students see your rating beside their own.',
    off: 'Not released: only you and the owner of the module see your ratings.',
    failed: 'The release was not changed. {{reason}}',
  },
  topics: {
    title: 'Topics with the largest gaps',
    caption: 'Topics with the most large gaps first',
    cell: 'Cell',
    topic: 'Topic',
    pairs: 'Compared ratings',
    largeGaps: 'Large gaps',
    largestGap: 'Largest gap',
    higher: '{{count}} higher',
    lower: '{{count}} lower',
    none: 'none',
    grades_one: '{{value}} grade',
    grades_other: '{{value}} grades',
    showAll: 'Show all {{count}} topics',
    showFirst: 'Show only the first {{count}}',
  },
  students: {
    title: 'Students',
    caption: "The students' self-assessment beside your rating",
    name: 'Name',
    pairs: 'Compared ratings',
    hitShare: 'Self-assessment on target',
    meanGap: 'Mean gap',
    largeGaps: 'Large gaps',
    noPairs: 'no ratings in common yet',
    gap: {
      higher: 'rates themselves higher',
      lower: 'rates themselves lower',
      hits: 'on target',
      both: 'off both ways',
    },
    tendency: 'Tendency {{value}}',
    percent: '{{value}}%',
  },
  empty: {
    noTeacherRatings:
      "You have not rated anything in this class yet. Rate in the statistics, in a topic's dialog, or in the student overview, in a tile's list of ratings; this page then shows where the self-assessment differs.",
    noPairs:
      'Your ratings are saved, but none of these questions has been rated by the student as well. Once both have rated, the comparison appears here.',
    toProgress: 'To the statistics',
    toStudents: 'To the student overview',
  },
}
