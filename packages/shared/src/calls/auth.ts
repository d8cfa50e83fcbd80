import { userInfo } from '../contracts/account'
import {
  apiTokenResponse,
  confirmInfoBody,
  demoLoginParams,
  emailConfirmationBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
} from '../contracts/auth'
import { messageResponse } from '../contracts/common'
import { defineCalls } from './call'

/**
 * Logging in and out, registering, confirming the address, a forgotten password (docs/product/accounts.md).
 */
export const authCalls = defineCalls('auth', {
  'POST /auth/login': {
    operationId: 'logIn',
    summary: 'Mit E-Mail-Adresse und Passwort anmelden; antwortet mit dem Token der Sitzung',
    access: 'public',
    body: loginBody,
    answer: apiTokenResponse,
    errors: ['invalidCredentials', 'tooManyRequests', 'accountLocked'],
  },
  /** Answers 201, not 200: the route file registers it by hand from this entry. */
  'POST /auth/register': {
    operationId: 'registerTeacher',
    summary: 'Ein Konto als Lehrperson anlegen und gleich angemeldet sein',
    access: 'public',
    body: registerBody,
    status: 201,
    answer: apiTokenResponse,
    errors: ['tooManyRequests'],
  },
  'POST /auth/logout': {
    operationId: 'logOut',
    summary: 'Die Sitzung dieses Tokens beenden',
    access: 'anyUser',
    answer: messageResponse,
    errors: [],
  },
  'POST /auth/demoLogin/:token': {
    operationId: 'logInDemo',
    summary: 'Mit dem Token eines Demo-Links in dessen Demo-Konto anmelden',
    access: 'public',
    params: demoLoginParams,
    answer: apiTokenResponse,
    errors: ['invalidToken'],
  },
  /**
   * Public for the link token; the short code additionally needs the session it was sent to.
   * Whoever comes with a token is held to the rule of /auth/ calls: students are turned away.
   */
  'POST /auth/emailConfirmation': {
    operationId: 'confirmEmail',
    summary: 'Die E-Mail-Adresse mit dem Code (angemeldet) oder dem Token des Links bestätigen',
    access: 'optionalUser',
    body: emailConfirmationBody,
    answer: messageResponse,
    errors: ['unauthenticated', 'studentNotAllowed', 'invalidToken', 'emailTaken'],
  },
  'POST /auth/resendEmailConfirmationToken': {
    operationId: 'resendEmailConfirmation',
    summary: 'Den Bestätigungscode an die noch unbestätigte Adresse erneut senden',
    access: 'teacherAnyState',
    answer: messageResponse,
    // validation: the address is already confirmed (no body, so not among the common errors).
    errors: ['validation', 'tooManyRequests'],
  },
  'POST /auth/forgotPassword': {
    operationId: 'requestPasswordReset',
    summary: 'Einen Link zum Setzen eines neuen Passworts an die Adresse senden, falls sie ein Konto hat',
    access: 'public',
    body: forgotPasswordBody,
    answer: messageResponse,
    errors: ['tooManyRequests'],
  },
  'POST /auth/resetPassword': {
    operationId: 'resetPassword',
    summary: 'Mit dem Token des Links ein neues Passwort setzen; beendet alle Sitzungen des Kontos',
    access: 'public',
    body: resetPasswordBody,
    answer: messageResponse,
    errors: ['invalidToken'],
  },
  'POST /auth/confirmInfo': {
    operationId: 'confirmUserInfo',
    summary: 'Namen und E-Mail-Adresse vor der Bestätigung prüfen und korrigieren',
    access: 'teacherAnyState',
    body: confirmInfoBody,
    answer: userInfo,
    errors: ['forbidden'],
  },
})
