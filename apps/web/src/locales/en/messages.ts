import { teacherRatingLimits } from '@lernraster/shared'
import type { messages as de, lateMessages } from '../de/messages'
import type { Translations } from '../types'

export const messages: Translations<typeof de & typeof lateMessages> = {
  auth: {
    loginMissing: 'The email address or the password is missing.',
    firstnameRequired: 'Please enter your first name',
    lastnameRequired: 'Please enter your last name',
    nameTooShort: 'The name must be at least two characters long',
    emailInvalid: 'Please enter a valid email address',
    emailAlreadyUsed: 'This e-mail address is already in use',
    passwordRequired: 'Please enter a password!',
    passwordTooShort: 'The password must be at least 8 characters long!',
    passwordTooLong: 'The password must be at most 128 characters long',
    passwordConfirmationRequired: 'Please confirm your password!',
    passwordsDiffer: 'The passwords do not match!',
    confirmationCodeRequired: 'Please enter the confirmation code',
    confirmationCodeInvalid:
      'This confirmation code is wrong or no longer valid. Check the digits, or have a new email sent to you.',
    confirmationLinkInvalid:
      'This confirmation link has expired or has already been used. Have a new email sent to you.',
    emailAlreadyConfirmed: 'The email address has already been confirmed.',
    emailReservedForDemo: 'This email address is reserved for the demo.',
    resetLinkInvalid: 'This link has expired or has already been used.',
  },
  account: {
    allFieldsRequired: 'Please fill in all fields',
    firstnameRequired: 'Please enter a first name',
    lastnameRequired: 'Please enter a last name',
    nameTooShort: 'The name must be at least two characters long',
    emailInvalid: 'The email address entered is invalid',
    emailsDiffer: 'The email addresses are not identical',
    passwordsDiffer: 'The passwords are not identical',
    saved: 'All changes were saved successfully',
    noChanges: 'No changes detected!',
    currentPasswordIncorrect: 'Your current password is not correct',
    notInDemo: 'Not possible in the demo environment.',
    colleagueNotFound: 'There is no activated teacher with this email address.',
  },
  feedback: {
    typeInvalid: 'Please choose a kind of feedback',
    contentRequired: 'Please enter a text',
    contentTooLong: 'At most 1000 characters',
    sent: 'The feedback was sent successfully',
  },
  text: {
    invalidCharacters: 'The text contains characters that cannot be saved (such as control characters)',
  },
  feedbackTypes: {
    question: 'I have a question',
    congratulation: 'I would like to congratulate you',
    missingFeature: 'I miss a feature',
    bug: 'I found a bug',
    other: 'Something else',
  },
  nextSteps: {
    notInClass: 'This student is not an active member of this class.',
    topicNotInModule: "This topic is not part of this class's module.",
  },
  trash: {
    movedToTrash: 'Moved to the bin. You can restore it for 30 days.',
    restored: 'Restored.',
    deletedForGood: 'Deleted for good.',
    moduleInTrash: "This activation's module is in the bin or has been deleted. Restore the module first.",
    classGone: "This activation's class is in the bin or has been deleted. Restore the class first.",
    subjectGone: "This activation's subject is in the bin or has been deleted. Restore the subject first.",
    gridModuleGone: "This part's module is in the bin or has been deleted. Restore the module first.",
    cellTaken: 'Another topic now sits at this place in the grid. Move or delete it, then restore this one.',
    blockTaken: 'Another block now sits in this column of the grid. Delete it, then restore this one.',
    classNameTaken: 'You now have another class with this name. Rename it, then restore this one.',
    subjectTokenTaken:
      'You now have another subject with this abbreviation. Change its abbreviation, then restore this one.',
    restoreConflict:
      'This cannot be restored as it was, because something that belongs to it has changed meanwhile.',
  },
  errors: {
    invalidJson: 'The request is not valid JSON.',
    badRequest: 'The request is invalid.',
    unauthenticated: 'Please log in.',
    invalidCredentials: 'The password or the user name is not correct',
    studentNotAllowed: 'Students have no access to the teacher app.',
    teacherNotAllowed:
      'This account belongs to a teacher. Please log in to the teacher app; the student app needs a student account.',
    emailNotConfirmed: 'Please confirm your email address first.',
    accountNotActivated: 'Your account has not been activated yet.',
    passwordChangeRequired: 'Please choose a password of your own first.',
    forbidden: 'You are not allowed to do this.',
    notFound: 'Not found.',
    payloadTooLarge: 'The request is too large.',
    unsupportedMediaType: 'This content type is not supported.',
    validation: 'Please check your input.',
    conflict: 'This cannot be done right now because other data depends on it.',
    isActivated: 'Already activated for this class',
    alreadyPurchased: 'You have already bought this module.',
    ownModule: 'This is your own module; you cannot buy it.',
    insufficientCrystals: 'Your crystal balance does not cover this module.',
    priceChanged: 'The price of this module has changed. Please check it and buy again.',
    classArchived:
      'This class is archived and can only be viewed. To change it, take it out of the archive first.',
    checkTaken:
      'Students have already taken this check. Only texts, pictures, feedback, the order of the tasks and when, how often and how long it can be taken may change now - not the tasks themselves, their right answers or the pass mark.',
    invalidToken: 'This code or link is invalid or has expired.',
    emailTaken: 'This e-mail address is already in use',
    currentPasswordIncorrect: 'Your current password is not correct',
    tooManyRequests: 'Too many attempts. Please wait a moment.',
    accountLocked:
      'There were too many wrong logins for this account. You can still log in on a device you have used before; otherwise set a new password with “Forgot password?”.',
    internal: 'An error has occurred, please try again!',
    unavailable: 'The service is not reachable right now.',
    rangeNotSatisfiable: 'The requested range is not in the file.',
  },
  schoolSignIn: {
    denied: 'Signing in with the school account was cancelled.',
    expired:
      'Signing in with the school account has expired or was started in another browser. Please try again.',
    failed: 'Your school account could not be confirmed. Please try again.',
    noRole:
      'Your school account is marked neither as a teacher nor as a student. Please contact your school’s IT.',
    noEmail:
      'Your school account gives no e-mail address; a teacher’s account needs one. Please contact your school’s IT.',
    emailInUse:
      'There is already an account with this e-mail address. Please log in with e-mail and password.',
    unavailable: 'Signing in with the school account is not reachable right now. Please try again later.',
  },
  teacherRatings: {
    gradeInvalid: 'Please choose a grade from 0 to 6 in half steps.',
    studentsRequired: 'Please choose at least one student.',
    studentsTooMany: `At most ${teacherRatingLimits.studentsMax} students at once.`,
    questionOrTopic: 'Please choose a question or a topic, not both.',
    notInClass: 'Not all of the chosen students are active in this class.',
    topicWithoutQuestions: 'This topic has no questions yet.',
    releasedInvalid: 'Please say whether the students see the ratings.',
    topicNotInModule: "This topic is not part of this class's module.",
  },
}
