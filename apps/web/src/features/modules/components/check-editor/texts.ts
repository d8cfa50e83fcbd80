import { checkMessages } from '@lernraster/shared'
import { registerGermanTexts } from '../../../../lib/i18n'
import { registerServerMessages } from '../../../../lib/server-message'
import { checkEditor } from '../../../../locales/de/check-editor'

// Imported by the check editor, which loads when the topic dialog's Lernkontrolle tab opens: its
// German texts and the server's refusals travel with its code, not with the grid.
registerGermanTexts({ checkEditor })
registerServerMessages({ checks: checkMessages })
