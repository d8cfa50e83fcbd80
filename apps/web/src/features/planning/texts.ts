import { registerGermanTexts } from '../../lib/i18n'
import { planning } from '../../locales/de/planning'

// Imported by the planning page: its German texts travel with its code, not with the login screen.
registerGermanTexts({ planning })
