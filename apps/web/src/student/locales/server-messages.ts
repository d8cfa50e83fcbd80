import {
  authMessages,
  errorMessages,
  helpRequestMessages,
  schoolSignInMessages,
  studentAddressMessages,
  studentAuthMessages,
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
 * The student API's two refusals of a write into an archived class (decision 051) share one name in
 * the shared packs: the services' reason (studentMessages, a 403 with the rating, help request or
 * feedback refused) and the twin of the database's refusal (studentErrorMessages, a 409 whichever
 * write the triggers stopped). Spread together, the second hid the first, which then reached the
 * student untranslated; here the database's one has a name of its own.
 */
const { classArchived: classArchivedByDatabase, ...studentErrorTexts } = studentErrorMessages
export const studentArchiveTexts = { classArchivedByDatabase }

/**
 * Every server text the student app may meet, by name (the English pack translates each): the
 * student's own texts and the du twins the student API sends for the shared ones (issue 32).
 */
export const studentServerMessages = {
  ...studentMessages,
  ...helpRequestMessages,
  ...studentErrorTexts,
  ...studentArchiveTexts,
  ...studentAuthMessages,
  ...studentSchoolMessages,
  ...studentSharedMessages,
  ...studentAddressMessages,
  ...studentSchoolSignInTexts,
}
