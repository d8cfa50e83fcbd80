// Being written for issue 12: the collapsible sidebar with one of the overview's three feeds.
export type FeedName = 'activity' | 'changes' | 'feedback'
export function FeedSidebar(_props: { feed: FeedName }) {
  return null
}
