import type { EventTeacherRatings } from '@lernraster/shared'
import { useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { teacherRatingsByEventKey } from './teacher-ratings-by-event'

type Release = { eventId: number; released: boolean }

/** POST /teacherRatings/release: the students of the activation see the teacher's ratings, or no longer. */
export function releaseTeacherRatings({ eventId, released }: Release) {
  return callApi('POST /teacherRatings/release', {
    body: { event_id: eventId, released },
  })
}

/**
 * Saves at once: the switch shows the new state while the request runs, and a failure puts the state
 * from before back (the caller says why). The answer's flag is what stands; only the byEvent read
 * carries it, so only that read is refreshed.
 */
export function useReleaseTeacherRatings() {
  const queryClient = useQueryClient()
  const setReleased = (eventId: number, released: boolean) =>
    queryClient.setQueryData<EventTeacherRatings>(teacherRatingsByEventKey(eventId), (current) =>
      current ? { ...current, released } : current,
    )
  return useGuardedMutation({
    mutationFn: releaseTeacherRatings,
    onMutate: async ({ eventId, released }) => {
      await queryClient.cancelQueries({ queryKey: teacherRatingsByEventKey(eventId) })
      const before = queryClient.getQueryData<EventTeacherRatings>(teacherRatingsByEventKey(eventId))
      setReleased(eventId, released)
      return { before: before?.released }
    },
    onError: (_error, { eventId }, context) => {
      if (context?.before !== undefined) setReleased(eventId, context.before)
    },
    onSuccess: (answer, { eventId }) => setReleased(eventId, answer.released),
    onSettled: (_answer, _error, { eventId }) =>
      queryClient.invalidateQueries({ queryKey: teacherRatingsByEventKey(eventId) }),
  })
}
