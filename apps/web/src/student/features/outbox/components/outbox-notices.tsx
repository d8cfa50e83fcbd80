import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useDecimal, useTexts } from '../../../language'
import { serverText } from '../../../lib/error-text'
import { fill } from '../../../locales'
import { studentOutbox } from '../api/student-outbox'
import type { OutboxItem } from '../model/outbox-item'
import { useOutbox } from '../model/use-outbox'

/**
 * Above every page: how many writes wait for the connection, and each one the server did not count,
 * with its reason, until the student has read it (issue 32 item 4: nothing disappears silently).
 */
export function OutboxNotices() {
  const texts = useTexts()
  const { items } = useOutbox()
  const waiting = items.filter((item) => item.state === 'waiting').length
  const unread = items.filter((item) => item.state !== 'waiting')
  return (
    <>
      <div role="status" aria-live="polite">
        {waiting > 0 && (
          <Text size="sm" c="dimmed" mb="sm" data-testid="outbox-waiting">
            {fill(texts.outbox.waitingCount, { count: waiting })}
          </Text>
        )}
      </div>
      {unread.length > 0 && (
        <Stack gap="xs" mb="md" role="alert">
          {unread.map((item) => (
            <UnreadItem key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </>
  )
}

function UnreadItem({ item }: { item: OutboxItem }) {
  const texts = useTexts()
  const decimal = useDecimal()
  const values = {
    title: item.label.title,
    grade: item.label.grade === undefined ? '' : decimal(item.label.grade),
    reason: item.reason ? serverText(item.reason, texts) : '',
  }
  const text =
    item.state === 'superseded'
      ? texts.outbox.superseded
      : item.kind === 'help'
        ? texts.outbox.refusedHelp
        : item.kind === 'feedback'
          ? texts.outbox.refusedFeedback
          : texts.outbox.refused
  return (
    <Alert color={item.state === 'superseded' ? 'indigo' : 'orange'} data-testid="outbox-unread">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text size="sm" style={{ flex: '1 1 14rem' }}>
          {fill(text, values)}
        </Text>
        <Button
          size="compact-md"
          variant="default"
          aria-label={fill(texts.outbox.readOf, { title: item.label.title })}
          onClick={() => void studentOutbox.dismiss(item.id)}
        >
          {texts.outbox.read}
        </Button>
      </Group>
    </Alert>
  )
}
