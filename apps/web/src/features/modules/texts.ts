import { registerGermanTexts } from '../../lib/i18n'
import { moduleActive } from '../../locales/de/module-active'
import { moduleDialogs } from '../../locales/de/module-dialogs'
import { moduleEditor } from '../../locales/de/module-editor'
import { moduleFeeds } from '../../locales/de/module-feeds'
import { moduleList } from '../../locales/de/module-list'
import { moduleSharing } from '../../locales/de/module-sharing'
import { publicationReview } from '../../locales/de/publication-review'
import { publishing } from '../../locales/de/publishing'
import { studentSupport } from '../../locales/de/student-support'

// Imported by every module screen and by the parts they share (the removal confirmation): the German
// texts of the modules feature travel with its lazily loaded code, not with the login screen.
registerGermanTexts({
  moduleList,
  moduleEditor,
  moduleDialogs,
  moduleActive,
  moduleSharing,
  moduleFeeds,
  publishing,
  publicationReview,
  studentSupport,
})
