import type { StudentTopicCell } from '@lernraster/shared'
import { Badge, Paper, Text, UnstyledButton } from '@mantine/core'
import { Link } from 'react-router'
import { useHyphenated } from '../../../../lib/hyphenate'
import { useDecimal, useTexts } from '../../../language'
import { fill } from '../../../locales'

/** One topic of the grid: its title, how many questions are rated, the average against the goal. */
export function TopicTile(props: {
  eventId: number
  topic: StudentTopicCell
  goal: number
  isNext: boolean
}) {
  const { eventId, topic, goal, isNext } = props
  const texts = useTexts()
  const decimal = useDecimal()
  const reached = topic.average !== null && topic.average >= goal
  const colour = topic.average === null ? 'gray.3' : reached ? 'teal.6' : 'red.6'
  // A phone's column is narrow: long German words break at a syllable (decision 024); the link's
  // aria-label keeps the plain title.
  const shownTitle = useHyphenated(topic.title)
  return (
    <UnstyledButton
      component={Link}
      to={`/modules/${eventId}/topics/${topic.id}`}
      aria-label={`${fill(texts.grid.cell, {
        title: topic.title,
        rated: topic.rated_count,
        total: topic.questions_count,
      })}${isNext ? ` (${texts.nextStep.badge})` : ''}`}
      w="100%"
    >
      <Paper
        withBorder
        p="sm"
        style={{
          borderLeft: `6px solid var(--mantine-color-${colour.replace('.', '-')})`,
          outline: isNext ? '2px solid var(--mantine-color-indigo-6)' : undefined,
        }}
      >
        {isNext && (
          <Badge size="sm" variant="filled" color="indigo" mb={4}>
            {texts.nextStep.badge}
          </Badge>
        )}
        <Text fw={600} size="sm">
          {shownTitle}
        </Text>
        <Text size="xs" c="dimmed">
          {fill(texts.grid.cell, {
            title: '',
            rated: topic.rated_count,
            total: topic.questions_count,
          }).replace(/^: /, '')}
        </Text>
        {topic.average !== null && (
          // teal-9 reads 5:1 on white, teal-8 only 3.9:1 (docs/design.md "Colours and type").
          <Text size="xs" c={reached ? 'teal.9' : 'red.8'}>
            Ø {decimal(topic.average)}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  )
}
