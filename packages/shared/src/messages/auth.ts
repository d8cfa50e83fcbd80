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
} as const
