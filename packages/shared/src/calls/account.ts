import {
  updateEmailBody,
  updateNameBody,
  updatePasswordBody,
  updateTourBody,
  userInfo,
} from '../contracts/account'
import { messageResponse } from '../contracts/common'
import { defineCalls } from './call'

/** Account settings (docs/product/accounts.md "Account settings"); each call answers the updated user. */
export const accountCalls = defineCalls('account', {
  'POST /account/updateName': {
    operationId: 'updateName',
    summary: 'Vor- und Nachnamen des eigenen Kontos ändern',
    access: 'teacher',
    body: updateNameBody,
    answer: userInfo,
    errors: [],
  },
  /** Switched on, every tour runs again: the seen marks go in the same update (issue 31). */
  'POST /account/updateTour': {
    operationId: 'updateTour',
    summary: 'Die Einführungstouren ein- oder ausschalten',
    access: 'teacher',
    body: updateTourBody,
    answer: userInfo,
    errors: [],
  },
  'POST /account/updateEmail': {
    operationId: 'updateEmail',
    summary: 'Eine neue E-Mail-Adresse angeben; sie gilt, sobald sie bestätigt ist',
    access: 'teacher',
    body: updateEmailBody,
    answer: userInfo,
    errors: ['forbidden', 'emailTaken'],
  },
  'POST /account/updatePassword': {
    operationId: 'updatePassword',
    summary: 'Das Passwort mit dem bisherigen ändern; beendet die anderen Sitzungen des Kontos',
    access: 'teacher',
    body: updatePasswordBody,
    answer: messageResponse,
    errors: ['forbidden', 'tooManyRequests', 'currentPasswordIncorrect'],
  },
})
