import {
  accountMessages,
  authMessages,
  errorMessages,
  feedbackMessages,
  feedbackTypeLabels,
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
  feedbackTypes: feedbackTypeLabels,
  // The server's message for emailTaken is the code word itself (spec 1 §8); teachers read a sentence.
  errors: { ...errorMessages, emailTaken: authMessages.emailAlreadyUsed },
} as const
