import { type ChangeFeedItem, ChangeKind, ChangeSubject } from '@lernraster/shared'
import { Badge, Group, Text } from '@mantine/core'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { changeKindOf, changeSubjectOf } from '../../model/feed-entries'
import { FeedEntry } from './feed-entry'
import { FeedList } from './feed-list'
import { FeedTime } from './feed-time'
import { useFeed } from './use-feed'

/** 'Änderungen an Modulen': what owners changed in modules shared with or bought by the teacher. */
export function ChangesFeed() {
  const state = useFeed('changes')
  const now = state.query.dataUpdatedAt
  return (
    <FeedList feed="changes" state={state}>
      {state.entries.map((entry) => (
        <ChangeEntry key={entry.id} entry={entry} now={now} />
      ))}
    </FeedList>
  )
}

// Outlined, with the darkest shade as text: teal-9 on its light tint (teal-1) reads 4.3:1, on white 5:1.
const kindLooks = {
  [ChangeKind.new]: { color: 'teal', text: 'teal.9', Icon: IconPlus },
  [ChangeKind.updated]: { color: 'indigo', text: 'indigo.9', Icon: IconPencil },
  [ChangeKind.deleted]: { color: 'red', text: 'red.9', Icon: IconTrash },
} as const

/** "[neu] Frage «Ich kann kürzen.»", then the module, who and when. */
function ChangeEntry({ entry, now }: { entry: ChangeFeedItem; now: number }) {
  const { t } = useTranslation()
  const kind = changeKindOf(entry.feed_status_name)
  const subject = changeSubjectOf(entry.type)
  const { color, text, Icon } = kindLooks[kind ?? ChangeKind.updated]
  const author = `${entry.from_user_firstname} ${entry.from_user_lastname}`.trim()
  return (
    <FeedEntry>
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
        <Badge
          variant="outline"
          color={color}
          c={text}
          radius="sm"
          tt="none"
          leftSection={<Icon size={12} aria-hidden />}
          data-kind={kind ?? 'unknown'}
        >
          {kind ? t(`moduleFeeds.change.kinds.${kind}`) : t('moduleFeeds.change.unknownKind')}
        </Badge>
        <FeedTime value={entry.created_at} now={now} />
      </Group>
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600} inherit>
          {subject ? t(`moduleFeeds.change.subjects.${subject}`) : t('moduleFeeds.change.unknownSubject')}
        </Text>
        {` «${entry.name}»`}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {[
          // A change of the module itself names it already.
          subject === ChangeSubject.module
            ? null
            : t('moduleFeeds.entry.module', { name: entry.module_name }),
          author ? t('moduleFeeds.entry.by', { name: author }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </FeedEntry>
  )
}
