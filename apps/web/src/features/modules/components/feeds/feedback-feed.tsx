import type { StudentFeedback } from '@lernraster/shared'
import { Checkbox, Group, Loader, Text } from '@mantine/core'
import {
  IconBug,
  IconHelp,
  IconMessageCircle,
  IconThumbUp,
  IconTrendingDown,
  IconTrendingUp,
} from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useToggleFeedbackMutation } from '../../api/feeds'
import { withQuestion } from '../../model/feed-entries'
import { FeedEntry } from './feed-entry'
import { FeedList } from './feed-list'
import { FeedTime } from './feed-time'
import { useFeed } from './use-feed'

/** 'Rückmeldungen der Lernenden': feedback students left on questions of the teacher's modules. */
export function FeedbackFeed() {
  const state = useFeed('feedback')
  const now = state.query.dataUpdatedAt
  return (
    <FeedList feed="feedback" state={state}>
      {withQuestion(state.entries).map((entry) => (
        <FeedbackEntry key={entry.id} entry={entry} now={now} />
      ))}
    </FeedList>
  )
}

/** The feedback types' icon names (migration 0007) as Tabler icons. */
const icons: Record<string, typeof IconHelp> = {
  help: IconHelp,
  bug: IconBug,
  'trending-up': IconTrendingUp,
  'trending-down': IconTrendingDown,
  'thumb-up': IconThumbUp,
}
const knownTypes = ['question', 'mistake', 'too_hard', 'too_easy', 'praise'] as const
type KnownType = (typeof knownTypes)[number]

function FeedbackEntry({ entry, now }: { entry: StudentFeedback; now: number }) {
  const { t } = useTranslation()
  const toggle = useToggleFeedbackMutation()
  const [failed, setFailed] = useState(false)
  // What the teacher asked for, shown at once (the mutation's own state arrives a tick later) until
  // the answer is in the feed; a click meanwhile is dropped by the guarded mutation.
  const [asked, setAsked] = useState<boolean | null>(null)
  const Icon = icons[entry.feedback_type.icon] ?? IconMessageCircle
  const type = entry.feedback_type
  const typeTitle = (knownTypes as readonly string[]).includes(type.name)
    ? t(`moduleFeeds.feedbackEntry.types.${type.name as KnownType}`)
    : type.title
  const student = `${entry.user.firstname} ${entry.user.lastname}`
  const muted = entry.solved
  const typeColor = muted ? 'gray-7' : 'indigo-9'

  return (
    <FeedEntry muted={muted}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap" align="center" data-feedback-type={type.name}>
          <Icon size={16} aria-hidden style={{ flexShrink: 0 }} color={`var(--mantine-color-${typeColor})`} />
          <Text span size="sm" fw={600} c={muted ? 'dimmed' : 'indigo.9'}>
            {typeTitle}
          </Text>
        </Group>
        <FeedTime value={entry.created_at} now={now} />
      </Group>
      <Text size="sm" mt={4} c={muted ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {entry.content}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {[
          student,
          t('moduleFeeds.entry.question', { title: entry.question.title }),
          t('moduleFeeds.entry.group', { name: entry.group.name }),
        ].join(' · ')}
      </Text>
      <Group gap="xs" mt={6} wrap="nowrap">
        <Checkbox
          size="sm"
          label={t('moduleFeeds.feedbackEntry.solved')}
          aria-label={t('moduleFeeds.feedbackEntry.solvedOf', {
            name: student,
            question: entry.question.title,
          })}
          checked={asked ?? entry.solved}
          aria-busy={asked !== null}
          onChange={() => {
            setFailed(false)
            if (asked !== null) return
            setAsked(!entry.solved)
            toggle.mutate(entry.id, {
              onError: () => setFailed(true),
              onSettled: () => setAsked(null),
            })
          }}
        />
        {asked !== null && <Loader size={12} aria-hidden />}
      </Group>
      {failed && (
        <Text size="xs" c="red.8" role="alert" mt={4}>
          {t('moduleFeeds.feedbackEntry.toggleFailed')}
        </Text>
      )}
    </FeedEntry>
  )
}
