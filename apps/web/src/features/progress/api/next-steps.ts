import type { NextStepPinBody, StudentNextStep } from '@lernraster/shared'
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { progressKeys } from './progress-api'

// Issue 19: every student's next step in an activation, and the teacher's pin. Under the progress
// keys: a student's rating (live kind 'progress') can move their next step on.

export const nextStepKeys = {
  list: (eventId: number) => [...progressKeys.all, 'next-steps', eventId] as const,
}

/** GET /nextSteps: each active student's next step (null: every topic done at the goal). */
export const nextStepsQuery = (eventId: number) =>
  queryOptions({
    queryKey: nextStepKeys.list(eventId),
    queryFn: ({ signal }) => callApi('GET /nextSteps', { query: { event_id: eventId }, signal }),
  })

/** POST /nextSteps/pin: pins a topic for a student, or (topic_id null) removes the pin. */
export function usePinNextStep() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: (body: NextStepPinBody) => callApi('POST /nextSteps/pin', { body }),
    onSuccess: async (answer, body) => {
      queryClient.setQueryData<StudentNextStep[]>(nextStepKeys.list(body.event_id), (steps) =>
        steps?.map((step) => (step.user_id === answer.user_id ? answer : step)),
      )
      await queryClient.invalidateQueries({ queryKey: nextStepKeys.list(body.event_id) })
    },
  })
}
