import {
  authMessages,
  checkMessages,
  errorMessages,
  helpRequestMessages,
  schoolSignInMessages,
  studentAddressMessages,
  studentAuthMessages,
  studentCheckMessages,
  studentErrorMessages,
  studentMessages,
  studentSchoolMessages,
  studentSchoolSignInMessages,
} from '@lernraster/shared'

/** The shared texts without an address that students meet at login and registration (for English). */
export const studentSharedMessages = {
  teacherNotAllowed: errorMessages.teacherNotAllowed,
  notFound: errorMessages.notFound,
  loginMissing: authMessages.loginMissing,
  nameTooShort: authMessages.nameTooShort,
  emailAlreadyUsed: authMessages.emailAlreadyUsed,
  passwordRequired: authMessages.passwordRequired,
  passwordTooShort: authMessages.passwordTooShort,
  passwordTooLong: authMessages.passwordTooLong,
  passwordsDiffer: authMessages.passwordsDiffer,
  resetLinkInvalid: authMessages.resetLinkInvalid,
  // Deleting the own account asks for the password (decision 045); the text says neither Sie nor du.
  currentPasswordIncorrect: errorMessages.currentPasswordIncorrect,
}

/** The school sign-in's refusals (decision 043), as the student API says them. */
export const studentSchoolSignInTexts = {
  schoolSignInDenied: schoolSignInMessages.denied,
  schoolSignInExpired: studentSchoolSignInMessages.expired,
  schoolSignInFailed: studentSchoolSignInMessages.failed,
  schoolSignInNoRole: studentSchoolSignInMessages.noRole,
  schoolSignInNoEmail: studentSchoolSignInMessages.noEmail,
  schoolSignInEmailInUse: studentSchoolSignInMessages.emailInUse,
  schoolSignInUnavailable: studentSchoolSignInMessages.unavailable,
}

/**
 * Why a check cannot start now, and the answers' refusals (issue 37), under names of their own:
 * `waiting` alone would read like the outbox's.
 */
export const studentCheckServerTexts = {
  checkUnrated: studentCheckMessages.unrated,
  checkWaiting: studentCheckMessages.waiting,
  checkUsedUp: studentCheckMessages.usedUp,
  checkPassed: studentCheckMessages.passed,
  checkAnswerInvalid: checkMessages.answerInvalid,
  checkAnswerTooLong: checkMessages.answerTooLong,
}

/**
 * Every server text the student app may meet, by name (the English pack translates each): the
 * student's own texts and the du twins the student API sends for the shared ones (issue 32).
 */
export const studentServerMessages = {
  ...studentMessages,
  ...helpRequestMessages,
  ...studentErrorMessages,
  ...studentAuthMessages,
  ...studentSchoolMessages,
  ...studentSharedMessages,
  ...studentAddressMessages,
  ...studentSchoolSignInTexts,
  ...studentCheckServerTexts,
}
