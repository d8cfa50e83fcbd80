import type { StudentModule } from '@lernraster/shared'
import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useDecimal, useTexts } from '../../../language'
import { fill } from '../../../locales'

/** One module of the student's classes: how far the student got and the average against the goal. */
export function ModuleCard({ module }: { module: StudentModule }) {
  const texts = useTexts()
  const decimal = useDecimal()
  const archived = module.archived_in !== null
  return (
    <Card
      withBorder
      padding="md"
      // An earlier year's module looks put away, as a finished run does in the teacher app
      // (docs/design.md "Switched-off items"); the badge says it in a word.
      style={archived ? { borderStyle: 'dashed' } : undefined}
      data-archived={archived || undefined}
    >
      <Stack gap="xs">
        {/* The badge goes under a long name rather than squeezing it (or itself). */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={650}>{module.module.name}</Text>
          {archived ? (
            <Badge color="gray.7" variant="outline">
              {texts.home.archived}
            </Badge>
          ) : (
            module.finished && <Badge color="gray.7">{texts.home.finished}</Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {module.group.name} · {module.subject.title}
        </Text>
        <Progress
          value={module.progress}
          aria-label={fill(texts.home.progress, { progress: module.progress })}
        />
        <Text size="sm">{fill(texts.home.progress, { progress: module.progress })}</Text>
        {module.average !== null && (
          // teal-9 (the design's green, rgb(8,127,91)) reads 5:1 on white; teal-8 only 3.9:1, which
          // axe refused once a journey showed a card with an average at the goal.
          <Text size="sm" c={module.average >= module.goal ? 'teal.9' : 'red.8'}>
            {fill(texts.home.average, { average: decimal(module.average), goal: decimal(module.goal) })}
          </Text>
        )}
        {/* A finished or archived module is only looked at: the quieter button says so. */}
        <Button
          component={Link}
          to={`/modules/${module.event_id}`}
          variant={module.finished ? 'default' : 'filled'}
        >
          {archived ? texts.home.view : texts.home.open}
        </Button>
      </Stack>
    </Card>
  )
}
