import { registerGermanTexts } from '../../lib/i18n'
import { home } from '../../locales/de/home'

// Imported by the start page: its German texts travel with its code, not with the login screen.
registerGermanTexts({ home })
