import {
  accountMessages,
  authMessages,
  checkMessages,
  errorMessages,
  feedbackMessages,
  feedbackTypeLabels,
  nextStepMessages,
  schoolSignInMessages,
  teacherRatingMessages,
  textMessages,
  trashMessages,
} from '@lernraster/shared'

/**
 * The texts the server also speaks. They are written once, in the shared package; the web app shows
 * them through these keys, so the English pack can translate what the server answers (see
 * `lib/server-message.ts`).
 */
// This pack loads with the teacher app's first screen: the texts of later screens' calls load with
// those screens (`lateMessages` below). The help requests' texts are the student app's
// (apps/web/src/student/locales/): a teacher's call never answers with them.
export const messages = {
  auth: authMessages,
  account: accountMessages,
  text: textMessages,
  errors: errorMessages,
} as const

/**
 * The server's texts of later screens' calls: the feedback dialog's, the progress screens' (issue 19:
 * teacher ratings, next steps). They load with those screens (`registerServerMessages` in their
 * texts.ts), yet belong to the whole pack (`de.messages`), so the English pack translates them as any
 * other.
 */
export const lateMessages = {
  feedback: feedbackMessages,
  feedbackTypes: feedbackTypeLabels,
  teacherRatings: teacherRatingMessages,
  nextSteps: nextStepMessages,
  trash: trashMessages,
  schoolSignIn: schoolSignInMessages,
  /** A topic's check (issue 37): the editor's refusals, loaded with the check editor. */
  checks: checkMessages,
} as const
