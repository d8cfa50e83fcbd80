import { registerGermanTexts } from '../../lib/i18n'
import { tour } from '../../locales/de/tour'

// Imported by the tour's lazily loaded modules: its German texts travel with its code.
registerGermanTexts({ tour })
