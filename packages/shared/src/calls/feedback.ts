import { messageResponse } from '../contracts/common'
import { generalFeedbackSendBody } from '../contracts/feedback'
import { defineCalls } from './call'

/** Feedback to the provider: kept, and mailed to CONTACT_EMAIL with the teacher as reply-to. */
export const feedbackCalls = defineCalls('feedback', {
  'POST /general-feedbacks/send': {
    operationId: 'sendGeneralFeedback',
    summary: 'Dem Anbieter eine Rückmeldung senden',
    access: 'teacher',
    body: generalFeedbackSendBody,
    answer: messageResponse,
    errors: ['tooManyRequests'],
  },
})
