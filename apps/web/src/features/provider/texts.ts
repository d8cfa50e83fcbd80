import { registerGermanTexts } from '../../lib/i18n'
import { provider } from '../../locales/de/provider'

// Imported by the provider's screens: their German texts travel with their lazily loaded code.
registerGermanTexts({ provider })
