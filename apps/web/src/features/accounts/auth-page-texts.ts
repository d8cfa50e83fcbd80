import { registerGermanTexts } from '../../lib/i18n'
import { auth } from '../../locales/de/auth'
import { authPages } from '../../locales/de/auth-pages'

// Imported by the auth screens after the login (registering, confirming, forgotten password, account
// status, no access): their German texts travel with their lazily loaded code, not with the login
// screen (decision 007's budget).
registerGermanTexts({ auth: { ...auth, ...authPages } })
