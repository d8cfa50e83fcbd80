import type { TeacherRating, TeacherRatingStoreBody } from '@lernraster/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../../lib/api-client'
import { showSnackbar } from '../../../lib/snackbar'
import { useFailureText } from '../../../lib/use-failure-text'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'
import { mergeRatings, plannedRatings } from '../model/teacher-ratings'
import { teacherRatingKeys } from './teacher-ratings-keys'

/** POST /teacherRatings/store: one grade for each chosen student, on one question or a whole topic. */
export const storeTeacherRatings = (body: TeacherRatingStoreBody) =>
  callApi('POST /teacherRatings/store', { body })

export type TeacherRatingInput = {
  userIds: readonly number[]
  grade: number
  /** One question, or (without it) every question of the topic. */
  questionId?: number
}

/**
 * Saves teacher grades of one topic as they are typed: each shows at once (optimistic) and is sent in
 * turn, so a class rated by keyboard loses no grade to the one-request-at-a-time guard. A refusal
 * puts the grades back as they were and says why. The topic's ratings and histories reload once the
 * last grade is in, not between two, so a grade just typed does not flicker back.
 */
export function useStoreTeacherRatings(eventId: number, topicId: number, questionIds: readonly number[]) {
  const queryClient = useQueryClient()
  const failureText = useFailureText()
  const { t } = useTranslation()
  const mutation = useGuardedMutation({ mutationFn: storeTeacherRatings })
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const waiting = useRef(0)
  const [saving, setSaving] = useState(false)
  const key = teacherRatingKeys.byTopic(eventId, topicId)

  function save(input: TeacherRatingInput): Promise<boolean> {
    const targets = input.questionId === undefined ? questionIds : [input.questionId]
    const planned = plannedRatings({ ...input, questionIds: targets }, null, new Date().toISOString())
    void queryClient.cancelQueries({ queryKey: key })
    const before = queryClient.getQueryData<TeacherRating[]>(key) ?? []
    const pairs = new Set(planned.map((rating) => `${rating.user_id}:${rating.question_id}`))
    const previous = before.filter((rating) => pairs.has(`${rating.user_id}:${rating.question_id}`))
    queryClient.setQueryData<TeacherRating[]>(key, (current) => mergeRatings(current ?? [], planned))
    waiting.current += 1
    setSaving(true)

    const body: TeacherRatingStoreBody = {
      event_id: eventId,
      user_ids: [...input.userIds],
      grade: input.grade,
      ...(input.questionId === undefined ? { topic_id: topicId } : { question_id: input.questionId }),
    }
    const sent = queue.current.then(async () => {
      try {
        const stored = await mutation.mutateAsync(body)
        queryClient.setQueryData<TeacherRating[]>(key, (current) => mergeRatings(current ?? [], stored))
        return true
      } catch (error) {
        // Back to what was there: the planned pairs without a rating before lose theirs.
        queryClient.setQueryData<TeacherRating[]>(key, (current) =>
          mergeRatings(
            (current ?? []).filter((rating) => !pairs.has(`${rating.user_id}:${rating.question_id}`)),
            previous,
          ),
        )
        showSnackbar(t('progressRatings.failed', { reason: failureText(error) }), 'danger')
        return false
      } finally {
        waiting.current -= 1
        if (waiting.current === 0) {
          setSaving(false)
          void queryClient.invalidateQueries({ queryKey: teacherRatingKeys.all(eventId) })
        }
      }
    })
    queue.current = sent
    return sent
  }

  return { save, saving }
}
