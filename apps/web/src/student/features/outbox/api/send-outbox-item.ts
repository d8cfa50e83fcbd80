import { studentCall } from '../../../lib/student-client'
import type { TakenAnswer } from '../model/outbox'
import type { OutboxItem } from '../model/outbox-item'

/**
 * One write of the outbox, by the call its kind takes; the server keys each by its client_id. The
 * outbox calls the API itself: the features that queue writes (topic, help) sit above it.
 */
export async function sendOutboxItem(item: OutboxItem): Promise<TakenAnswer> {
  switch (item.kind) {
    case 'rating': {
      const answer = await studentCall('POST /evaluations/rate', { body: item.body })
      return { superseded: answer.superseded }
    }
    case 'help':
      await studentCall('POST /helpRequests/store', { body: item.body })
      return { superseded: false }
    case 'feedback':
      await studentCall('POST /feedbacks/store', { body: item.body })
      return { superseded: false }
  }
}
