import { limits } from '../limits'

export const feedbackMessages = {
  typeInvalid: 'Bitte wählen Sie eine Art von Feedback',
  contentRequired: 'Bitte geben Sie einen Text ein',
  contentTooLong: `Höchstens ${limits.feedbackMax} Zeichen`,
  sent: 'Das Feedback wurde erfolgreich verschickt',
} as const
