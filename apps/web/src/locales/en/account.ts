import type { account as de } from '../de/account'
import type { Translations } from '../types'

export const account: Translations<typeof de> = {
  title: 'Settings',
  intro: 'Change your sign-in details and your name here, and choose whether the tour is shown.',
  email: {
    title: 'E-mail',
    current: 'Current e-mail address',
    new: 'New e-mail address',
    confirmation: 'Confirm the new e-mail address',
    demo: 'Several people use this demo account, so its e-mail address cannot be changed.',
    pendingTitle: 'Confirmation pending',
    pending:
      'We have sent a confirmation link to {{email}}. Your address changes only once you open that link. Until then, keep signing in with {{current}}.',
  },
  password: {
    title: 'Password',
    summary: 'For your security, your password is never shown.',
    current: 'Current password',
    new: 'New password',
    confirmation: 'Confirm the new password',
    show: 'Show password',
    demo: 'Several people use this demo account, so its password cannot be changed.',
  },
  name: {
    title: 'Name',
    firstname: 'First name',
    lastname: 'Last name',
  },
  tour: {
    title: 'Tour',
    label: 'Show the tours',
    hint: 'Each tour (start page, progress) appears once. Switched on again, they all start afresh.',
    summary: 'Show the tours: {{value}}',
  },
}
