import '../../texts'
import { ActionIcon, Group, Paper, Title, Tooltip } from '@mantine/core'
import {
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarRightExpand,
  IconMessageCircle,
  IconPencilBolt,
  IconUsers,
} from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { FeedName } from '../../api/feeds'
import { ActivityFeed } from './activity-feed'
import { ChangesFeed } from './changes-feed'
import { useFeedSidebarOpen } from './feed-sidebar-state'
import { FeedbackFeed } from './feedback-feed'

export type { FeedName } from '../../api/feeds'

const icons = { activity: IconUsers, changes: IconPencilBolt, feedback: IconMessageCircle } as const
const feeds = { activity: ActivityFeed, changes: ChangesFeed, feedback: FeedbackFeed } as const

/**
 * A tab's sidebar with its feed (docs/product/runs.md "Feeds"): 'Aktivität der Lernenden' (Active),
 * 'Änderungen an Modulen' (Available), 'Rückmeldungen der Lernenden' (Own). The teacher can close it; closed,
 * it keeps its title and the button that opens it, and asks the server for nothing.
 */
export function FeedSidebar({ feed }: { feed: FeedName }) {
  const { t } = useTranslation()
  const [open, setOpen] = useFeedSidebarOpen(feed)
  const titleId = useId()
  const bodyId = useId()
  const title = t(`moduleFeeds.${feed}.title`)
  const toggleLabel = t(open ? 'moduleFeeds.sidebar.hide' : 'moduleFeeds.sidebar.show', { title })
  const Icon = icons[feed]
  const Feed = feeds[feed]

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      data-feed={feed}
      data-open={open}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={2} size="h5" id={titleId}>
            {title}
          </Title>
        </Group>
        <Tooltip label={toggleLabel} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            c="gray.8"
            aria-label={toggleLabel}
            aria-expanded={open}
            aria-controls={open ? bodyId : undefined}
            onClick={() => setOpen(!open)}
          >
            {open ? (
              <IconLayoutSidebarRightCollapse size={18} aria-hidden />
            ) : (
              <IconLayoutSidebarRightExpand size={18} aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
      </Group>
      {open && (
        <div id={bodyId}>
          <Feed />
        </div>
      )}
    </Paper>
  )
}
