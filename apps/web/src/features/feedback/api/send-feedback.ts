import type { GeneralFeedbackSendBody, MessageResponse } from '@lernraster/shared'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export function sendFeedback(body: GeneralFeedbackSendBody) {
  return apiRequest<MessageResponse>('POST', 'general-feedbacks/send', { body })
}

/** Feedback changes nothing the app shows, so no query is invalidated. */
export function useSendFeedbackMutation() {
  return useMutation({ mutationFn: sendFeedback })
}
