import { useSyncExternalStore } from 'react'
import { studentOutbox } from '../api/student-outbox'
import type { OutboxItem } from './outbox-item'

/** The signed-in student's outbox as it stands, and whether the last try to send reached the server. */
export const useOutbox = () => useSyncExternalStore(studentOutbox.subscribe, studentOutbox.getSnapshot)

/** The newest rating of this question that waits to be sent, if any (the student may change it offline). */
export function usePendingRating(eventId: number, questionId: number): OutboxItem | undefined {
  const { items } = useOutbox()
  return items.findLast(
    (item) =>
      item.state === 'waiting' &&
      item.kind === 'rating' &&
      item.body.event_id === eventId &&
      item.body.question_id === questionId,
  )
}

/** A help request for this topic that waits to be sent. */
export function usePendingHelp(eventId: number, topicId: number): OutboxItem | undefined {
  const { items } = useOutbox()
  return items.find(
    (item) =>
      item.state === 'waiting' &&
      item.kind === 'help' &&
      item.body.event_id === eventId &&
      item.body.topic_id === topicId,
  )
}
