import { storeLimits } from '../store'
import { providerLimits } from '../store-provider'

/** The server's texts for the provider's tools in the store (issue 38, decision 054). */
export const providerMessages = {
  takedownReasonRequired: 'Bitte geben Sie einen Grund an; er geht an die Autorin oder den Autor.',
  takedownReasonTooLong: `Der Grund darf höchstens ${providerLimits.takedownReasonMax} Zeichen lang sein`,
  notListed: 'Dieses Modul ist nicht (mehr) im Store: Es wurde bereits herausgenommen oder ersetzt.',
  takenDown:
    'Das Modul wurde aus dem Store genommen. Die Autorin oder der Autor erhält eine E-Mail mit dem Grund.',
  grantAmountInvalid: `Bitte geben Sie eine ganze Zahl zwischen -${storeLimits.grantMax} und ${storeLimits.grantMax} ein, nicht 0.`,
  grantReasonRequired: 'Bitte geben Sie einen Grund an; die Lehrperson liest ihn in ihrem Kristallverlauf.',
  grantReasonTooLong: `Der Grund darf höchstens ${storeLimits.grantReasonMax} Zeichen lang sein`,
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  noSuchTeacher: 'Zu dieser E-Mail-Adresse gibt es kein Konto einer Lehrperson.',
  belowZero:
    'So viele Kristalle hat die Lehrperson nicht: Der Stand darf nicht unter null fallen. Es wurde nichts gebucht.',
  granted: 'Die Kristalle wurden gutgeschrieben.',
  corrected: 'Die Kristalle wurden abgezogen.',
  searchTooLong: `Höchstens ${providerLimits.searchMax} Zeichen`,
  dateInvalid: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.',
} as const
