import { useClientState } from '../../../../lib/client-state'
import type { FeedName } from '../../api/feeds'

/**
 * Whether a feed sidebar is open (docs/product/modules.md "The overview"), kept between visits in the
 * client state. Open unless closed: a first-time teacher sees every feed.
 */
export function useFeedSidebarOpen(feed: FeedName): [boolean, (open: boolean) => void] {
  const open = useClientState((state) => state.closedFeedSidebars[feed] !== true)
  const update = useClientState((state) => state.update)
  const closed = useClientState((state) => state.closedFeedSidebars)
  return [open, (next) => update({ closedFeedSidebars: { ...closed, [feed]: !next } })]
}
