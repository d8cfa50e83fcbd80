import { z } from 'zod'
import { feedbackTypes } from '../feedback'
import { limits } from '../limits'
import { requiredText } from './common'

export const feedbackMessages = {
  typeInvalid: 'Bitte wählen Sie eine Art von Feedback',
  contentRequired: 'Bitte geben Sie einen Text ein',
  contentTooLong: `Höchstens ${limits.feedbackMax} Zeichen`,
  sent: 'Das Feedback wurde erfolgreich verschickt',
} as const

export const generalFeedbackSendBody = z.strictObject({
  type: z.enum(feedbackTypes, { error: feedbackMessages.typeInvalid }),
  content: requiredText(
    feedbackMessages.contentRequired,
    limits.feedbackMax,
    feedbackMessages.contentTooLong,
  ),
})
export type GeneralFeedbackSendBody = z.infer<typeof generalFeedbackSendBody>
