import { type QueryClient, useQueries } from '@tanstack/react-query'
import { topicChartQuery, topicQuestionsQuery, topicUsersQuery } from './progress-api'
import { topicTeacherRatingsQuery } from './teacher-ratings-by-topic'

/**
 * Everything the topic dialog's four tabs read, as one list (issue 31 item 7). Each tab used to start
 * its own query when shown: the teacher waited on every tab, and a tab left before its answer came
 * unmounted the only observer, so TanStack Query aborted the request and the next visit asked again.
 */
export function topicDialogQueries(eventId: number, topicId: number) {
  return [
    topicQuestionsQuery(eventId, topicId),
    topicUsersQuery(eventId, topicId),
    topicChartQuery(eventId, topicId),
    topicTeacherRatingsQuery(eventId, topicId),
  ] as const
}

/** Asks for the dialog's data ahead, when the teacher points at a tile; answers stay cached (staleTime). */
export function prefetchTopicDialog(client: QueryClient, eventId: number, topicId: number) {
  const [questions, users, chart, ratings] = topicDialogQueries(eventId, topicId)
  // One call each: the four answers differ in type, which a loop over the list would blur.
  void client.prefetchQuery(questions)
  void client.prefetchQuery(users)
  void client.prefetchQuery(chart)
  void client.prefetchQuery(ratings)
}

/**
 * Observes the four queries for as long as the dialog is open (`topicId` null: closed), whichever tab
 * shows: all four load at once as it opens, and switching tabs neither waits nor aborts anything.
 */
export function useTopicDialogQueries(eventId: number, topicId: number | null) {
  const enabled = topicId !== null
  const [questions, users, chart, ratings] = topicDialogQueries(eventId, topicId ?? 0)
  useQueries({
    queries: [
      { ...questions, enabled },
      { ...users, enabled },
      { ...chart, enabled },
      { ...ratings, enabled },
    ],
  })
}
