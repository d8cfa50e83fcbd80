import { askForHelp } from '../../help/api/help-requests'
import { rateQuestion, sendFeedback } from '../../topic/api/topic'
import type { TakenAnswer } from '../model/outbox'
import type { OutboxItem } from '../model/outbox-item'

/** One write of the outbox, by the call its kind takes; the server keys each by its client_id. */
export async function sendOutboxItem(item: OutboxItem): Promise<TakenAnswer> {
  switch (item.kind) {
    case 'rating': {
      const answer = await rateQuestion(item.body)
      return { superseded: answer.superseded }
    }
    case 'help':
      await askForHelp(item.body)
      return { superseded: false }
    case 'feedback':
      await sendFeedback(item.body)
      return { superseded: false }
  }
}
