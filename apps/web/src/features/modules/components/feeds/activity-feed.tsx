import type { NewestEvaluation } from '@lernraster/shared'
import { Group, Text } from '@mantine/core'
import { IconArrowDownRight, IconArrowUpRight, IconCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { withQuestion } from '../../model/feed-entries'
import { formatGrade, type GoalStanding, goalStanding } from '../../model/feed-format'
import { FeedEntry } from './feed-entry'
import { FeedList } from './feed-list'
import { FeedTime } from './feed-time'
import { useFeed } from './use-feed'

/** 'Aktivität der Lernenden': students' newest ratings in the teacher's active modules. */
export function ActivityFeed() {
  const state = useFeed('activity')
  const now = state.query.dataUpdatedAt
  return (
    <FeedList feed="activity" state={state}>
      {withQuestion(state.entries).map((entry) => (
        <ActivityEntry key={entry.id} entry={entry} now={now} />
      ))}
    </FeedList>
  )
}

function ActivityEntry({ entry, now }: { entry: NewestEvaluation; now: number }) {
  const { t } = useTranslation()
  const { topic } = entry.question
  return (
    <FeedEntry>
      <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600}>
          {`${entry.user.firstname} ${entry.user.lastname}`}
        </Text>
        <FeedTime value={entry.updated_at} now={now} />
      </Group>
      <GradeAgainstGoal grade={entry.grade} goal={entry.goal} />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {entry.question.title}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {[
          t('moduleFeeds.entry.topic', { cell: `${topic.column}.${topic.row}`, title: topic.title }),
          t('moduleFeeds.entry.group', { name: entry.event.group.name }),
          entry.active_module.name,
        ].join(' · ')}
      </Text>
    </FeedEntry>
  )
}

const looks: Record<GoalStanding, { color: string; Icon: typeof IconCheck }> = {
  above: { color: 'teal.9', Icon: IconArrowUpRight },
  at: { color: 'teal.9', Icon: IconCheck },
  below: { color: 'red.8', Icon: IconArrowDownRight },
}

/**
 * "↗ Note 5,0 über dem Ziel · Ziel 4,5": colour, arrow and words, never colour alone
 * (docs/design.md "Status and colour").
 */
function GradeAgainstGoal({ grade, goal }: { grade: number; goal: number }) {
  const { t, i18n } = useTranslation()
  const standing = goalStanding(grade, goal)
  const { color, Icon } = looks[standing]
  return (
    <Group gap={6} wrap="wrap" align="center" data-standing={standing}>
      <Group gap={4} wrap="nowrap" align="center">
        <Icon size={16} stroke={2.5} color={`var(--mantine-color-${color.replace('.', '-')})`} aria-hidden />
        <Text span size="sm" fw={600} c={color}>
          {`${t('moduleFeeds.grade.value', { grade: formatGrade(grade, i18n.language) })} ${t(`moduleFeeds.grade.${standing}`)}`}
        </Text>
      </Group>
      <Text span size="xs" c="dimmed">
        {`· ${t('moduleFeeds.grade.goal', { goal: formatGrade(goal, i18n.language) })}`}
      </Text>
    </Group>
  )
}
