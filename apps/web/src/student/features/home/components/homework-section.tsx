import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { useTexts } from '../../../language'
import { swissDateText } from '../../../lib/plain-format'
import { fill } from '../../../locales'
import { useHomework } from '../api/home-queries'

/** Homework of the student's classes: due date, questions rated, done or overdue. */
export function HomeworkSection() {
  const texts = useTexts()
  const homework = useHomework()
  return (
    <Stack component="section" aria-labelledby="homework-title">
      <Title order={2} id="homework-title" size="h3">
        {texts.home.homework}
      </Title>
      {homework.data?.length === 0 && <Text>{texts.home.noHomework}</Text>}
      {homework.data?.map((item) => (
        <Card key={item.event_id} withBorder padding="sm">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2} miw={0}>
              <Anchor component={Link} to={`/events/${item.event_id}/topics/${item.topic.id}`} fw={600}>
                {item.topic.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {item.subject.title} · {item.module_name} ·{' '}
                {fill(texts.home.due, { date: swissDateText(item.due_at) })}
              </Text>
              <Text size="sm">
                {fill(texts.home.ratedOf, { rated: item.rated_count, total: item.questions_count })}
              </Text>
            </Stack>
            {item.done ? (
              <Badge color="teal.9">{texts.home.done}</Badge>
            ) : (
              item.overdue && <Badge color="red.9">{texts.home.overdue}</Badge>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  )
}
