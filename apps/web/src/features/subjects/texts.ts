import { registerGermanTexts } from '../../lib/i18n'
import { subjects } from '../../locales/de/subjects'

// Imported by the subjects page: its German texts travel with its code, not with the login screen.
registerGermanTexts({ subjects })
