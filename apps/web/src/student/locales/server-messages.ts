import {
  authMessages,
  errorMessages,
  helpRequestMessages,
  studentAddressMessages,
  studentAuthMessages,
  studentErrorMessages,
  studentMessages,
  studentSchoolMessages,
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
}
