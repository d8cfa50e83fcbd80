import type { StudentTopicCell } from '@lernraster/shared'
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Link, useParams } from 'react-router'
import { useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { fill } from '../../../locales'
import { useNextStep } from '../../next-step/api/next-step'
import { NextStepBanner } from '../../next-step/components/next-step-banner'
import { useGrid } from '../api/grid'
import { PhoneGrid } from './phone-grid'
import { ReadOnlyNote } from './read-only-note'
import { TopicTile } from './topic-tile'

/**
 * The module's grid as the student works through it: columns are blocks, rows are levels, each cell
 * a topic with how many of its questions the student rated and their average against the goal (in
 * words as well as colour).
 */
export function GridPage() {
  const texts = useTexts()
  const eventId = Number(useParams().eventId)
  const grid = useGrid(eventId)
  const nextTopicId = useNextStep(eventId).data?.next_step?.topic_id
  // Below 48em (a phone) the blocks stand one under the other instead of side by side (decision 027).
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  if (grid.isPending) return <Loader role="status" aria-label={texts.errors.loading} />
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
      <ReadOnlyNote grid={data} />
      {!data.finished && <NextStepBanner grid={data} />}
      {phone ? (
        <PhoneGrid grid={data} nextTopicId={data.finished ? undefined : nextTopicId} />
      ) : (
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
      )}
    </Stack>
  )
}
