import { z } from 'zod'
import { feedbackTypes } from '../feedback'
import { limits } from '../limits'
import { feedbackMessages } from '../messages/feedback'
import { requiredText } from './common'

export const generalFeedbackSendBody = z.strictObject({
  type: z.enum(feedbackTypes, { error: feedbackMessages.typeInvalid }),
  content: requiredText(
    feedbackMessages.contentRequired,
    limits.feedbackMax,
    feedbackMessages.contentTooLong,
    { multiline: true },
  ),
})
export type GeneralFeedbackSendBody = z.infer<typeof generalFeedbackSendBody>
