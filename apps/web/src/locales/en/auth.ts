import type { auth as de } from '../de/auth'
import type { authPages } from '../de/auth-pages'
import type { Translations } from '../types'

export const auth: Translations<typeof de & typeof authPages> = {
  fields: {
    firstname: 'First name',
    lastname: 'Last name',
    email: 'Email address',
    password: 'Password',
    newPassword: 'New password',
    passwordConfirmation: 'Confirm password',
    code: 'Confirmation code',
    showPassword: 'Show password',
  },
  logout: 'Log out',
  login: {
    title: 'Log in',
    submit: 'Log in',
    forgotPassword: 'Forgot your password?',
    noAccount: 'No account yet?',
    register: 'Sign up now',
    demoLinkInvalid:
      'This demo link is no longer valid. Ask for a new one where you got this link, or log in with your own account.',
    demoLoginFailed:
      'Logging in with the demo link did not work just now. Please open the link again in a few minutes.',
  },
  register: {
    title: 'Sign up',
    intro:
      'Create your Lernraster account. You will then confirm your email address, and we will activate your account.',
    passwordHint: 'At least {{min}} characters',
    submit: 'Create account',
    haveAccount: 'Already signed up?',
    login: 'Go to login',
  },
  confirmEmail: {
    title: 'Confirm your email address',
    sentTo: 'We have sent an email to <b>{{email}}</b>.',
    sent: 'We have sent you an email.',
    instructions: 'Enter the confirmation code from the email, or simply open the link in it.',
    loginForCode: 'Open the link from the email, or log in to enter the confirmation code.',
    submit: 'Confirm',
    noMail: 'No email received?',
    resend: 'Send the email again',
    resent: 'The email has been sent',
    wrongAddress: 'Address misspelt?',
    correctAddress: 'Correct your details',
    confirming: 'Confirming your email address …',
    confirmed: 'Your email address has been confirmed. You will be redirected in a moment …',
  },
  confirmInfo: {
    title: 'Confirm your details',
    intro: 'Please check your name and your email address and save them.',
    loginFirst: 'Please log in to confirm your details.',
    submit: 'Save details',
    thanks: 'Thank you! Your details have been saved.',
  },
  forgotPassword: {
    title: 'Forgot password',
    intro: 'Enter the email address of your account. We will send you a link to set a new password.',
    submit: 'Request link',
    sent: 'The password recovery email has been sent. The link in it is valid for {{hours}} hours.',
    notReceived: 'No email received? Check your spam folder and the spelling of the address.',
    failed: 'An error has occurred, please try again',
    backToLogin: 'Back to login',
  },
  resetPassword: {
    title: 'Set a new password',
    intro: 'Choose a new password with at least {{min}} characters.',
    submit: 'Save password',
    changed: 'Your password has been changed successfully. You will be taken to the login in a moment …',
    missingToken:
      'This link lacks its reset code. Please open the link from the email again, or request a new one.',
    requestNewLink: 'Request a new link',
  },
  accountStatus: {
    title: 'Your account is being activated',
    waiting_one:
      'Thank you for signing up! Your email address is confirmed. We are now activating your account; this usually takes about {{count}} hour.',
    waiting_other:
      'Thank you for signing up! Your email address is confirmed. We are now activating your account; this usually takes about {{count}} hours.',
    polling: 'This page notices by itself when your account is activated and then takes you on.',
    store: 'In the meantime, feel free to look around the module store.',
    toStore: 'Go to the module store',
    contact: 'Questions? Write to us at <mail>{{email}}</mail>.',
    activatedTitle: 'Your account is activated',
    activated: 'Your account has been activated. You will be redirected in a moment …',
  },
  noAccess: {
    title: 'No access',
    text: 'You are logged in as a student and therefore have no access to the teacher app.',
    contact: 'Are you a teacher? Then write to us at <mail>{{email}}</mail>.',
    login: 'Log in with another account',
  },
  demoTitle: 'Demo access',
  loggingOut: 'You are being logged out …',
}
