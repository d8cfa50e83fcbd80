import {
  accountMessages,
  authMessages,
  errorMessages,
  feedbackMessages,
  feedbackTypeLabels,
  helpRequestMessages,
  nextStepMessages,
  teacherRatingMessages,
  textMessages,
} from '@lernraster/shared'

/**
 * The texts the server also speaks. They are written once, in the shared package; the web app shows
 * them through these keys, so the English pack can translate what the server answers (see
 * `lib/server-message.ts`).
 */
export const messages = {
  auth: authMessages,
  account: accountMessages,
  feedback: feedbackMessages,
  text: textMessages,
  feedbackTypes: feedbackTypeLabels,
  nextSteps: nextStepMessages,
  errors: errorMessages,
  teacherRatings: teacherRatingMessages,
  helpRequests: helpRequestMessages,
} as const
