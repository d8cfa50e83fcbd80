import type { QueryClient } from '@tanstack/react-query'
import { gridKeys, helpRequestKeys, homeKeys, nextStepKeys, topicKeys } from '../../../lib/query-keys'
import { readStudentId } from '../../../lib/student-client'
import { Outbox } from '../model/outbox'
import { openOutboxDb } from '../model/outbox-db'
import type { OutboxItem } from '../model/outbox-item'
import { sendOutboxItem } from './send-outbox-item'

/** Writes taken together (30 replayed at once) refresh the screens once, this long after the last. */
const REFRESH_AFTER_MS = 250

let queryClient: QueryClient | undefined
const takenEvents = new Map<number, Set<OutboxItem['kind']>>()
let refreshTimer: ReturnType<typeof setTimeout> | undefined

/** After the server took writes: the screens they change fetch again, once for the lot. */
function refreshAfter(item: OutboxItem): void {
  const kinds = takenEvents.get(item.body.event_id) ?? new Set()
  takenEvents.set(item.body.event_id, kinds.add(item.kind))
  clearTimeout(refreshTimer)
  refreshTimer = setTimeout(() => {
    for (const [eventId, kinds] of takenEvents) {
      if (kinds.has('rating')) {
        for (const queryKey of [
          [...topicKeys.all, eventId],
          gridKeys.of(eventId),
          homeKeys.modules,
          homeKeys.homework,
          nextStepKeys.of(eventId),
        ]) {
          void queryClient?.invalidateQueries({ queryKey })
        }
      }
      if (kinds.has('help')) void queryClient?.invalidateQueries({ queryKey: helpRequestKeys.of(eventId) })
    }
    takenEvents.clear()
  }, REFRESH_AFTER_MS)
}

/** The database, opened on first use (model/outbox-db.ts). */
let opening: ReturnType<typeof openOutboxDb> | undefined

/** The student's outbox on this device (one per page; features/outbox/model/outbox.ts). */
export const studentOutbox = new Outbox({
  db: () => {
    opening ??= openOutboxDb()
    return opening
  },
  send: sendOutboxItem,
  currentUser: readStudentId,
  onTaken: refreshAfter,
})

/** The screens the outbox refreshes once the server took a write. */
export function connectOutboxToQueries(client: QueryClient): void {
  queryClient = client
}
