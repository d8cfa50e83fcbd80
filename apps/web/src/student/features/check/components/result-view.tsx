import type { CheckAttemptResult, StudentCheck } from '@lernraster/shared'
import { Alert, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useTexts } from '../../../language'
import { fill } from '../../../locales'
import { dateAndTime } from '../model/time-text'

/**
 * A handed-in attempt: passed or not, the score, per item right or wrong with the teacher's feedback
 * (never the right answer: another attempt must still be worth something, decision 053), and when
 * another attempt opens.
 */
export function ResultView(props: { result: CheckAttemptResult; check: StudentCheck | null | undefined }) {
  const { result, check } = props
  const texts = useTexts()
  return (
    <Stack gap="md" data-testid="check-result">
      <Title order={2} size="h3">
        {texts.check.resultTitle}
      </Title>
      <Group gap="sm" align="center">
        <Badge
          size="xl"
          color={result.passed ? 'teal.9' : 'red.9'}
          leftSection={result.passed ? <IconCheck size={18} aria-hidden /> : <IconX size={18} aria-hidden />}
        >
          {result.passed ? texts.check.passed : texts.check.failed}
        </Badge>
        <Text fw={600} size="lg">
          {fill(texts.check.score, { right: result.right, total: result.total, percent: result.percent })}
        </Text>
      </Group>
      {result.late && <Alert color="yellow">{texts.check.late}</Alert>}
      <List
        listStyleType="none"
        spacing="sm"
        styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}
      >
        {result.items.map((item, index) => (
          <List.Item key={item.id}>
            <Paper withBorder radius="md" p="sm">
              <Stack gap={4}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  {item.right ? (
                    <IconCheck size={20} color="var(--mantine-color-teal-9)" aria-hidden />
                  ) : (
                    <IconX size={20} color="var(--mantine-color-red-9)" aria-hidden />
                  )}
                  <Text fw={600} c={item.right ? 'teal.9' : 'red.9'}>
                    {fill(texts.check.itemNumber, { number: index + 1 })}:{' '}
                    {item.right ? texts.check.right : texts.check.wrong}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {item.prompt}
                </Text>
                {item.feedback && (
                  <Text size="sm" c="indigo.9" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {item.feedback}
                  </Text>
                )}
              </Stack>
            </Paper>
          </List.Item>
        ))}
      </List>
      <NextAttempt check={check} />
    </Stack>
  )
}

/** When another attempt opens, as the check says after this one (its state is the server's). */
function NextAttempt({ check }: { check: StudentCheck | null | undefined }) {
  const texts = useTexts()
  if (!check) return null
  if (check.attestation?.attested) return null
  if (check.state === 'waiting' && check.next_at)
    return <Text>{fill(texts.check.nextAttempt, dateAndTime(check.next_at))}</Text>
  if (check.state === 'open') return <Text>{texts.check.nextNow}</Text>
  if (check.state === 'used_up') return <Text>{texts.server.checkUsedUp}</Text>
  return null
}
