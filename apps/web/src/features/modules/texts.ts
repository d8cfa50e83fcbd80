import { registerGermanTexts } from '../../lib/i18n'
import { moduleDialogs } from '../../locales/de/module-dialogs'
import { moduleEditor } from '../../locales/de/module-editor'
import { moduleList } from '../../locales/de/module-list'

// Imported by every module screen and by the parts they share (the removal confirmation): the German
// texts of the modules feature travel with its lazily loaded code, not with the login screen.
registerGermanTexts({ moduleList, moduleEditor, moduleDialogs })
