import { schoolSignInMessages } from '@lernraster/shared'
import { registerGermanTexts } from '../../lib/i18n'
import { registerServerMessages } from '../../lib/server-message'
import { schoolSignIn } from '../../locales/de/school-sign-in'

// Imported by the school sign-in's button and return page (decision 043): their German texts and the
// server's refusals travel with their lazily loaded code, not with the login screen.
registerGermanTexts({ schoolSignIn })
registerServerMessages({ schoolSignIn: schoolSignInMessages })
