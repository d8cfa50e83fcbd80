import { registerGermanTexts } from '../../lib/i18n'
import { account } from '../../locales/de/account'

// Imported by the settings page: its German texts travel with its code.
registerGermanTexts({ account })
