import {
  type ChangeFeedItem,
  feedLimits,
  type NewestEvaluation,
  type StudentFeedback,
} from '@lernraster/shared'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { useGuardedMutation } from '../../../lib/use-guarded-mutation'

export type FeedName = 'activity' | 'changes' | 'feedback'

/** What each feed's call answers (docs/product/runs.md "Calls"). */
export type FeedEntries = {
  activity: NewestEvaluation
  changes: ChangeFeedItem
  feedback: StudentFeedback
}

export const feedKeys = {
  all: ['feeds'] as const,
  feed: (feed: FeedName) => [...feedKeys.all, feed] as const,
  page: (feed: FeedName, take: number) => [...feedKeys.feed(feed), take] as const,
}

const calls: { [Feed in FeedName]: (take: number, signal?: AbortSignal) => Promise<FeedEntries[Feed][]> } = {
  activity: (take, signal) => callApi('GET /evaluations/newest', { query: { skip: 0, take }, signal }),
  changes: (take, signal) => callApi('GET /synchronizations/getChanges', { query: { take }, signal }),
  feedback: (take, signal) => callApi('GET /feedbacks/newest', { query: { take }, signal }),
}

/**
 * One feed's newest `take` entries, refreshed every 60 s and when the window comes back to the
 * front (docs/product/runs.md "Feeds"). While a larger page loads ('Mehr laden') the shorter
 * one stays on screen. A closed sidebar asks for nothing.
 */
export function useFeedQuery<Feed extends FeedName>(feed: Feed, take: number, enabled: boolean) {
  return useQuery({
    queryKey: feedKeys.page(feed, take),
    queryFn: ({ signal }) => calls[feed](take, signal) as Promise<FeedEntries[Feed][]>,
    enabled,
    refetchInterval: feedLimits.refreshMs,
    refetchOnWindowFocus: true,
    // Older than one refresh period counts as stale, so a tab brought back later asks at once.
    staleTime: feedLimits.refreshMs / 2,
    placeholderData: keepPreviousData,
  })
}

export const toggleFeedbackSolved = (id: number) =>
  callApi('POST /feedbacks/toggleSolved', { body: { student_feedback_question_id: id } })

/** 'Erledigt' on a student's feedback: the answer's flag goes into every loaded page at once. */
export function useToggleFeedbackMutation() {
  const queryClient = useQueryClient()
  return useGuardedMutation({
    mutationFn: toggleFeedbackSolved,
    onSuccess: async (answer) => {
      queryClient.setQueriesData<StudentFeedback[]>({ queryKey: feedKeys.feed('feedback') }, (entries) =>
        entries?.map((entry) => (entry.id === answer.id ? { ...entry, solved: answer.solved } : entry)),
      )
      await queryClient.invalidateQueries({ queryKey: feedKeys.feed('feedback') })
    },
  })
}
