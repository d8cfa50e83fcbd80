import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { Link } from 'react-router'
import { useDecimal, useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { fill } from '../../../locales'
import { useModules } from '../api/home-queries'

/** The modules the student's classes run, with how far the student got and the average against the goal. */
export function ModulesSection() {
  const texts = useTexts()
  const decimal = useDecimal()
  const modules = useModules()
  if (modules.isPending) return <Loader role="status" aria-label={texts.errors.loading} />
  if (modules.isError) return <Alert color="red">{errorText(modules.error, texts)}</Alert>
  return (
    <Stack component="section" aria-labelledby="modules-title">
      <Title order={2} id="modules-title" size="h3">
        {texts.home.modules}
      </Title>
      {modules.data.length === 0 && <Text>{texts.home.noModules}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {modules.data.map((module) => (
          <Card key={module.event_id} withBorder padding="md">
            <Stack gap="xs">
              {/* The badge goes under a long name rather than squeezing it (or itself). */}
              <Group justify="space-between" align="flex-start" gap="xs">
                <Text fw={650}>{module.module.name}</Text>
                {module.finished && <Badge color="gray.7">{texts.home.finished}</Badge>}
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
                <Text size="sm" c={module.average >= module.goal ? 'teal.8' : 'red.8'}>
                  {fill(texts.home.average, { average: decimal(module.average), goal: decimal(module.goal) })}
                </Text>
              )}
              {/* A finished module is only looked at: the quieter button says so. */}
              <Button
                component={Link}
                to={`/modules/${module.event_id}`}
                variant={module.finished ? 'default' : 'filled'}
              >
                {texts.home.open}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
