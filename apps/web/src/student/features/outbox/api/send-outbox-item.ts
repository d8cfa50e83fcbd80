import { askForHelp } from '../../help/api/help-requests'
import { rateQuestion, sendFeedback } from '../../topic/api/topic'
import type { TakenAnswer } from '../model/outbox'
import type { OutboxItem } from '../model/outbox-item'

/** One write of the outbox, by the call its kind takes; the server keys each by its client_id. */
export async function sendOutboxItem(item: OutboxItem): Promise<TakenAnswer> {
  switch (item.kind) {
    case 'rating': {
      // superseded: decision 028; a server before it answered without (the rating then stood).
      const answer = (await rateQuestion(item.body)) as { superseded?: boolean }
      return { superseded: answer.superseded ?? false }
    }
    case 'help':
      await askForHelp(item.body)
      return { superseded: false }
    case 'feedback':
      await sendFeedback(item.body)
      return { superseded: false }
  }
}
