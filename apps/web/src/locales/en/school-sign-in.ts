import type { schoolSignIn as de } from '../de/school-sign-in'
import type { Translations } from '../types'

export const schoolSignIn: Translations<typeof de> = {
  button: 'Sign in with school account',
}
