import { registerGermanTexts } from '../../lib/i18n'
import { moduleStore } from '../../locales/de/module-store'

// Imported by the store's screens: their German texts travel with their lazily loaded code.
registerGermanTexts({ moduleStore })
