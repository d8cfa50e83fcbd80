import './overview-tab-layout.css'
import { Group } from '@mantine/core'
import type { ReactNode } from 'react'
import type { FeedName } from '../../api/feeds'
import { FeedSidebar } from '../feeds/feed-sidebar'
import { useFeedSidebarOpen } from '../feeds/feed-sidebar-state'
import { useModulesViewType, ViewTypeSwitch } from './view-type-switch'

type Props = {
  /** The tab's feed in its collapsible sidebar: 'activity' (Active), 'changes' (Available), 'feedback' (Own). */
  feed: FeedName
  /** The tab's own controls at the left of the tool row (the Active tab's checkboxes). */
  tools?: ReactNode
  /** Kacheln/Liste at the right of the tool row; left out while the tab has nothing to show. */
  viewSwitch?: boolean
  /** The tab's list, as tiles or table (`useModulesViewType()`), or its empty state. */
  children: ReactNode
}

/**
 * The frame of every overview tab, a list or tiles beside a collapsible feed (docs/product/modules.md
 * "The overview"): the tool row, the list and the feed. The feed's own button opens and closes it
 * (FeedSidebar keeps that); this decides where it stands (beside tiles, below a list), by CSS only, so the
 * button keeps the cursor. In the document the sidebar comes after the list: the keyboard reaches the modules
 * before the feed.
 */
export function OverviewTabLayout({ feed, tools, viewSwitch = true, children }: Props) {
  const [open] = useFeedSidebarOpen(feed)
  const viewType = useModulesViewType()
  return (
    <div className="overview-tab" data-sidebar={open ? 'open' : 'closed'} data-view={viewType}>
      <Group className="overview-tab-tools" justify="space-between" gap="sm" wrap="wrap">
        <div>{tools}</div>
        {viewSwitch && <ViewTypeSwitch />}
      </Group>
      <div className="overview-tab-content">{children}</div>
      <div className="overview-tab-side">
        <FeedSidebar feed={feed} />
      </div>
    </div>
  )
}
