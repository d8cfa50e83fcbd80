import { feedbackMessages, feedbackTypeLabels } from '@lernraster/shared'
import { registerGermanTexts } from '../../lib/i18n'
import { registerServerMessages } from '../../lib/server-message'
import { feedback } from '../../locales/de/feedback'

// Imported by the feedback button and dialog: their German texts, and the server's for the form,
// travel with their lazily loaded code, not with the login screen (decision 007's budget).
registerGermanTexts({ feedback })
registerServerMessages({ feedback: feedbackMessages, feedbackTypes: feedbackTypeLabels })
