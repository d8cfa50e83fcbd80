import { limits } from '../limits'

export const authMessages = {
  loginMissing: 'Die Emailadresse oder das Passwort fehlt.',
  firstnameRequired: 'Bitte geben Sie Ihren Vornamen ein',
  lastnameRequired: 'Bitte geben Sie Ihren Nachnamen ein',
  nameTooShort: 'Der Name muss mindestens zwei Zeichen lang sein',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  emailAlreadyUsed: 'Diese E-Mail-Adresse wird bereits verwendet',
  passwordRequired: 'Bitte Passwort eingeben!',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein!',
  passwordTooLong: `Das Passwort darf höchstens ${limits.passwordMax} Zeichen lang sein`,
  passwordConfirmationRequired: 'Bitte bestätigen Sie Ihr Passwort!',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein!',
  confirmationCodeRequired: 'Bitte geben Sie den Bestätigungscode ein',
  // The original quoted 'Der Token sind nicht korrekt', 'The Verification code is not valid!' and
  // 'Invalid Token': evident defects, written as correct German here (decision 008).
  confirmationCodeInvalid:
    'Dieser Bestätigungscode stimmt nicht oder ist nicht mehr gültig. Prüfen Sie die Ziffern, oder lassen Sie sich eine neue E-Mail senden.',
  confirmationLinkInvalid:
    'Dieser Bestätigungslink ist abgelaufen oder wurde schon verwendet. Lassen Sie sich eine neue E-Mail senden.',
  emailAlreadyConfirmed: 'Die E-Mail-Adresse ist bereits bestätigt.',
  emailReservedForDemo: 'Diese E-Mail-Adresse ist für die Demo reserviert.',
  resetLinkInvalid: 'Dieser Link ist abgelaufen oder wurde schon verwendet.',
} as const
