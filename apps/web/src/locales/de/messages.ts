import {
  accountMessages,
  authMessages,
  errorMessages,
  feedbackMessages,
  feedbackTypeLabels,
  nextStepMessages,
  teacherRatingMessages,
  textMessages,
} from '@lernraster/shared'

/**
 * The texts the server also speaks. They are written once, in the shared package; the web app shows
 * them through these keys, so the English pack can translate what the server answers (see
 * `lib/server-message.ts`).
 */
// The help requests' texts are the student app's (apps/web/src/student/texts.ts): a teacher's call
// never answers with them, and this pack loads with the teacher app's first screen.
export const messages = {
  auth: authMessages,
  account: accountMessages,
  feedback: feedbackMessages,
  text: textMessages,
  feedbackTypes: feedbackTypeLabels,
  nextSteps: nextStepMessages,
  errors: errorMessages,
  teacherRatings: teacherRatingMessages,
} as const
