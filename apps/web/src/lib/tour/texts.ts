import { tour } from '../../locales/de/tour'
import { registerGermanTexts } from '../i18n'

// Imported by the tours' lazily loaded modules and the Hilfe dialog: their German texts travel with
// their code, not with the login screen.
registerGermanTexts({ tour })
