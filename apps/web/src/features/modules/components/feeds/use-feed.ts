import { feedLimits } from '@lernraster/shared'
import { useState } from 'react'
import { type FeedEntries, type FeedName, useFeedQuery } from '../../api/feeds'
import { canLoadMore, nextTake } from '../../model/feed-entries'

/** One feed's page: its entries as loaded, whether 'Mehr laden' can bring more, and the call for it. */
export function useFeed<Feed extends FeedName>(feed: Feed) {
  const [take, setTake] = useState<number>(feedLimits.initialTake)
  const query = useFeedQuery(feed, take, true)
  const entries: FeedEntries[Feed][] = query.data ?? []
  return {
    query,
    entries,
    // Counted as the server answered: an entry left out for its missing question still filled the page.
    hasMore: query.isPlaceholderData || canLoadMore(entries.length, take),
    loadingMore: query.isPlaceholderData && query.isFetching,
    loadMore: () => setTake(nextTake(take)),
  }
}
