import type { HelpRequestStoreBody, RateBody, StudentFeedbackBody } from '@lernraster/shared'

/**
 * What a student gave on this device and the server has not taken yet (issue 32 item 4, decision
 * 028): a rating, a help request or a feedback, with the id made on the device that the server keys
 * its one write by, so a replay is never a second write.
 */
export type OutboxWrite =
  | { kind: 'rating'; body: RateBody & { client_id: string; rated_at: string } }
  | { kind: 'help'; body: HelpRequestStoreBody & { client_id: string } }
  | { kind: 'feedback'; body: StudentFeedbackBody & { client_id: string } }

/** Names to tell the student which write it was, when it could not be counted. */
export interface OutboxLabel {
  /** The question's title (rating, feedback) or the topic's (help request). */
  title: string
  /** The rating's grade, to say "4,5 for «Brüche kürzen»". */
  grade?: number
}

export type OutboxItem = OutboxWrite & {
  /** The device-made id, also the body's client_id. */
  id: string
  /** Whose it is: only sent while the same student is signed in on this device. */
  userId: number
  /** When the student gave it, on the device's clock; the queue sends in this order. */
  createdAt: string
  label: OutboxLabel
  /**
   * waiting: not yet taken; refused: the server said no (module finished, student inactive ...) and
   * the student has not yet read why; superseded: taken, but a later rating of the same question
   * (another device) stands. The last two stay until the student has read them.
   */
  state: 'waiting' | 'refused' | 'superseded'
  /** The server's reason, as it said it (the student app translates it by name). */
  reason?: string
}

/** The question a rating or feedback is about, or the topic of a help request. */
export function subjectOf(item: OutboxWrite): { eventId: number; questionId?: number; topicId?: number } {
  if (item.kind === 'help') return { eventId: item.body.event_id, topicId: item.body.topic_id }
  return { eventId: item.body.event_id, questionId: item.body.question_id }
}
