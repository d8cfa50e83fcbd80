import type { StudentTopicCell } from '@lernraster/shared'
import { Alert, Anchor, Badge, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { useHyphenated } from '../../lib/hyphenate'
import { studentApi } from '../api/student-api'
import { errorText } from '../error-text'
import { useDecimal, useTexts } from '../language'
import { fill } from '../texts'
import { NextStepBanner, useNextStep } from './next-step-banner'

/**
 * The module's grid as the student works through it: columns are blocks, rows are levels, each cell
 * a topic with how many of its questions the student rated and their average against the goal (in
 * words as well as colour).
 */
export function GridPage() {
  const texts = useTexts()
  const eventId = Number(useParams().eventId)
  const grid = useQuery({ queryKey: ['grid', eventId], queryFn: () => studentApi.grid(eventId) })
  const nextTopicId = useNextStep(eventId).data?.next_step?.topic_id
  if (grid.isPending) return <Loader aria-label={texts.errors.loading} />
  if (grid.isError) return <Alert color="red">{errorText(grid.error, texts)}</Alert>
  const data = grid.data
  const rows = Array.from({ length: data.rows }, (_, index) => index + 1)
  const columns = Array.from({ length: data.columns }, (_, index) => index + 1)
  const cell = (column: number, row: number): StudentTopicCell | undefined =>
    data.blocks.find((block) => block.order === column)?.topics.find((topic) => topic.order === row)
  return (
    <Stack py="md">
      <Anchor component={Link} to="/">
        ← {texts.grid.back}
      </Anchor>
      <Title order={1}>{data.module.name}</Title>
      <Text c="dimmed">
        {data.group.name} · {data.subject.title} · {fill(texts.grid.goal, { goal: data.goal })}
      </Text>
      {data.finished ? <Alert color="gray">{texts.grid.finishedNote}</Alert> : <NextStepBanner grid={data} />}
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'separate', borderSpacing: 8, minWidth: 160 * data.columns }}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" style={{ textAlign: 'left', verticalAlign: 'bottom' }}>
                  {data.blocks.find((block) => block.order === column)?.name ?? ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                {columns.map((column) => {
                  const topic = cell(column, row)
                  return (
                    <td key={column} style={{ verticalAlign: 'top', width: `${100 / data.columns}%` }}>
                      {topic ? (
                        <TopicTile
                          eventId={eventId}
                          topic={topic}
                          goal={data.goal}
                          isNext={!data.finished && topic.id === nextTopicId}
                        />
                      ) : null}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  )
}

function TopicTile(props: { eventId: number; topic: StudentTopicCell; goal: number; isNext: boolean }) {
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
      to={`/events/${eventId}/topics/${topic.id}`}
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
          <Text size="xs" c={reached ? 'teal.8' : 'red.8'}>
            Ø {decimal(topic.average)}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  )
}
