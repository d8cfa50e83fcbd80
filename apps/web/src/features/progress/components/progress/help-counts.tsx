import { useQuery } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { helpRequestsQuery, openRequests } from '../../../../lib/help-requests'

/** Open help requests per topic of the activation on screen (issue 19); empty elsewhere. */
const HelpCounts = createContext<ReadonlyMap<number, number>>(new Map())

/**
 * Reads the activation's help requests once for every tile of the grid: a context rather than a prop
 * through the grid and its table view, which only pass tiles on.
 */
export function HelpCountsProvider({ eventId, children }: { eventId: number; children: ReactNode }) {
  const requests = useQuery(helpRequestsQuery(eventId))
  const counts = useMemo(() => {
    const byTopic = new Map<number, number>()
    for (const request of openRequests(requests.data ?? []))
      byTopic.set(request.topic_id, (byTopic.get(request.topic_id) ?? 0) + 1)
    return byTopic
  }, [requests.data])
  return <HelpCounts.Provider value={counts}>{children}</HelpCounts.Provider>
}

/** How many students of the class asked for help on the topic and wait for it. */
export const useOpenHelpCount = (topicId: number) => useContext(HelpCounts).get(topicId) ?? 0
