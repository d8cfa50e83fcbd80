import type { StudentGrid } from '@lernraster/shared'
import { Alert, Anchor, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useTexts } from '../../../language'
import { fill } from '../../../locales'
import { useNextStep } from '../api/next-step'

/** Where a topic sits in the grid ('column.row'), and its title. */
function placeOf(grid: StudentGrid, topicId: number) {
  for (const block of grid.blocks) {
    const topic = block.topics.find((candidate) => candidate.id === topicId)
    if (topic) return { cell: `${block.order}.${topic.order}`, title: topic.title }
  }
  return undefined
}

/**
 * "Dein nächster Schritt" above the grid: the topic to work on, with a link; a pinned one says that
 * the teacher chose it. Nothing is shown while it loads or if it fails: the grid below still works.
 */
export function NextStepBanner({ grid }: { grid: StudentGrid }) {
  const texts = useTexts()
  const next = useNextStep(grid.event_id)
  if (next.isPending) return <Loader size="xs" role="status" aria-label={texts.errors.loading} />
  if (next.isError) return null
  const step = next.data.next_step
  if (step === null) return <Alert color="teal">{texts.nextStep.allDone}</Alert>
  const place = placeOf(grid, step.topic_id)
  if (!place) return null
  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="next-step-title">
      <Stack gap={4}>
        <Text id="next-step-title" size="sm" fw={600} c="dimmed">
          {texts.nextStep.title}
        </Text>
        <Group gap="sm" align="baseline">
          <Text fw={700} size="lg">
            {fill(texts.nextStep.topic, place)}
          </Text>
          {step.pinned && (
            <Text size="sm" c="dimmed">
              {texts.nextStep.pinned}
            </Text>
          )}
        </Group>
        <Anchor component={Link} to={`/modules/${grid.event_id}/topics/${step.topic_id}`} fw={600}>
          {texts.nextStep.open} →
        </Anchor>
      </Stack>
    </Paper>
  )
}
