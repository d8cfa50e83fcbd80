import { registerGermanTexts } from '../../lib/i18n'
import { classRoster } from '../../locales/de/class-roster'
import { classes } from '../../locales/de/classes'

// Imported by the classes page: its German texts travel with its code, not with the login screen.
registerGermanTexts({ classes, classRoster })
