import { trashMessages } from '@lernraster/shared'
import { registerGermanTexts } from '../../lib/i18n'
import { registerServerMessages } from '../../lib/server-message'
import { trash } from '../../locales/de/trash'

// Imported by the Papierkorb page: its German texts and the server's restore sentences travel with
// its lazily loaded code, not with the login screen.
registerGermanTexts({ trash })
registerServerMessages({ trash: trashMessages })
