import {
  apiTokenResponse,
  forgotPasswordBody,
  loginBody,
  ownPasswordBody,
  registerBody,
  resetPasswordBody,
} from '../contracts/auth'
import { messageResponse } from '../contracts/common'
import { studentUserInfo } from '../contracts/student'
import { addEmailBody, confirmEmailCodeBody } from '../contracts/student-accounts'
import { defineCalls } from './call'

/**
 * The student app's accounts (issue 15): the teacher API's services with the student's rules. A
 * teacher's account cannot log in here (403 teacherNotAllowed once the password is right), so one
 * account is never both. The device cookie lives under this API's /auth/ path.
 */
export const studentAuthCalls = defineCalls('student auth', {
  /**
   * A wrong e-mail and a wrong password get the same answer; a teacher's account is refused only once
   * the password is right. Failed logins count per device, address and account (decision 010).
   */
  'POST /auth/login': {
    operationId: 'login',
    summary: 'Als Lernende oder Lernender anmelden: gibt den Token der Sitzung',
    access: 'public',
    body: loginBody,
    answer: apiTokenResponse,
    errors: ['invalidCredentials', 'teacherNotAllowed', 'tooManyRequests', 'accountLocked'],
  },
  /** A student's own account, signed in at once. */
  'POST /auth/register': {
    operationId: 'registerStudent',
    summary: 'Ein Konto als Lernende oder Lernender anlegen und gleich angemeldet sein',
    access: 'public',
    body: registerBody,
    status: 201,
    answer: apiTokenResponse,
    errors: ['tooManyRequests'],
  },
  /** Ends the session of the token that came along. */
  'POST /auth/logout': {
    operationId: 'logout',
    summary: 'Die eigene Sitzung beenden',
    access: 'studentAnyState',
    answer: messageResponse,
    errors: [],
  },
  /** Same answer whether or not the address has an account; a few requests an hour per address. */
  'POST /auth/forgotPassword': {
    operationId: 'requestPasswordReset',
    summary: 'Einen Link zum Zurücksetzen des Passworts per E-Mail anfordern',
    access: 'public',
    body: forgotPasswordBody,
    answer: messageResponse,
    errors: ['tooManyRequests'],
  },
  /** Single use: the link dies with its first success, and every other session of the account ends. */
  'POST /auth/resetPassword': {
    operationId: 'resetPassword',
    summary: 'Mit dem Link aus der E-Mail ein neues Passwort setzen',
    access: 'public',
    body: resetPasswordBody,
    answer: messageResponse,
    errors: ['invalidToken'],
  },
  /** The signed-in student's own account. */
  'GET /users/userinfo': {
    operationId: 'getUserInfo',
    summary: 'Das eigene Konto: Name, E-Mail, Rolle und allgemeines Ziel',
    access: 'studentAnyState',
    answer: studentUserInfo,
    errors: [],
  },
  /**
   * The first login with a start password from the teacher: the student chooses an own password
   * before anything else (decision 038). Only while the account still has its start password.
   */
  'POST /auth/ownPassword': {
    operationId: 'setOwnPassword',
    summary: 'Nach der Anmeldung mit dem Startpasswort ein eigenes Passwort wählen',
    access: 'studentAnyState',
    body: ownPasswordBody,
    answer: messageResponse,
    errors: ['forbidden'],
  },
  /**
   * A student made without an address adds one later (decision 041): a code goes to the address.
   * An address that already has an account gets the same answer (its owner is told someone tried).
   */
  'POST /account/addEmail': {
    operationId: 'addOwnEmail',
    summary: 'Dem eigenen Konto ohne E-Mail eine Adresse hinzufügen: ein Bestätigungscode geht an sie',
    access: 'student',
    body: addEmailBody,
    answer: messageResponse,
    errors: ['forbidden', 'tooManyRequests'],
  },
  /** The code of POST /account/addEmail; from then on the address logs in and resets the password. */
  'POST /account/confirmEmail': {
    operationId: 'confirmOwnEmail',
    summary: 'Die hinzugefügte E-Mail-Adresse mit dem Code aus der E-Mail bestätigen',
    access: 'student',
    body: confirmEmailCodeBody,
    answer: messageResponse,
    errors: ['forbidden', 'invalidToken', 'emailTaken'],
  },
})
