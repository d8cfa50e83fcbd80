import { teacherRatingMessages } from './teacher-ratings'

/** The next step (issue 19): the server's texts for the teacher's pin, in the teacher app's "Sie". */
export const nextStepMessages = {
  notInClass: 'Diese Schülerin oder dieser Schüler ist nicht aktiv in dieser Klasse.',
  /** The same text as the teacher ratings' (one check, one wording). */
  topicNotInModule: teacherRatingMessages.topicNotInModule,
} as const
