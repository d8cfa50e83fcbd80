import type { GeneralFeedbackSendBody } from '@lernraster/shared'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

export function sendFeedback(body: GeneralFeedbackSendBody) {
  return callApi('POST /general-feedbacks/send', { body })
}

/** Feedback changes nothing the app shows, so no query is invalidated. */
export function useSendFeedbackMutation() {
  return useGuardedMutation({ mutationFn: sendFeedback })
}
