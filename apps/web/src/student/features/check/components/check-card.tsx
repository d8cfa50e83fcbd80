import type { StudentCheck } from '@lernraster/shared'
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconClipboardCheck } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router'
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation'
import { useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { swissDateText } from '../../../lib/plain-format'
import { fill } from '../../../locales'
import { showRunning, startCheckAttempt, useCheck } from '../api/check-queries'
import { readKeptAnswers } from '../model/kept-answers'
import { dateAndTime } from '../model/time-text'

/**
 * The topic's check on the topic screen (issue 37 item 2): whether it can be taken now and why not,
 * how often and with what pass mark, and what it attested. Nothing while the topic has none.
 */
export function CheckCard(props: { eventId: number; topicId: number; checkPath: string }) {
  const check = useCheck(props.eventId, props.topicId)
  if (!check.data) return null
  return <CheckCardBody {...props} check={check.data} />
}

function CheckCardBody(props: { eventId: number; topicId: number; checkPath: string; check: StudentCheck }) {
  const { check } = props
  const texts = useTexts()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const start = useGuardedMutation({
    mutationFn: () => startCheckAttempt(props.eventId, props.topicId),
    onSuccess: (running) => {
      showRunning(queryClient, props.eventId, props.topicId, running)
      navigate(props.checkPath)
    },
  })
  const attempts =
    check.max_attempts === null
      ? fill(texts.check.attemptsUnlimited, { used: check.attempts_used })
      : fill(texts.check.attempts, { used: check.attempts_used, max: check.max_attempts })
  const handedInOffline = check.running ? readKeptAnswers(check.running.id)?.handingIn : false
  return (
    <Card withBorder padding="md" data-testid="check-card">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconClipboardCheck size={22} aria-hidden />
          <Title order={2} size="h4">
            {texts.check.title}
          </Title>
        </Group>
        <Attestation check={check} />
        <Text size="sm">
          {fill(texts.check.facts, { count: check.item_count, percent: check.pass_percent })}
        </Text>
        <Text size="sm">
          {attempts}
          {check.time_limit_minutes !== null &&
            ` · ${fill(texts.check.timeLimit, { minutes: check.time_limit_minutes })}`}
        </Text>
        {check.last_result && (
          <Text size="sm">
            {fill(texts.check.lastResult, {
              right: check.last_result.right,
              total: check.last_result.total,
              percent: check.last_result.percent,
            })}
          </Text>
        )}
        {check.state === 'open' && (
          <Button mih={44} loading={start.isPending} onClick={() => start.mutate()}>
            {texts.check.start}
          </Button>
        )}
        {check.state === 'running' && (
          <>
            {handedInOffline && <Alert color="yellow">{texts.check.submitWaiting}</Alert>}
            <Button component={Link} to={props.checkPath} mih={44}>
              {texts.check.resume}
            </Button>
          </>
        )}
        {check.state === 'unrated' && <Text c="dimmed">{texts.server.checkUnrated}</Text>}
        {check.state === 'waiting' && check.next_at && (
          <Text c="dimmed">{fill(texts.check.waitingUntil, dateAndTime(check.next_at))}</Text>
        )}
        {check.state === 'used_up' && <Text c="dimmed">{texts.server.checkUsedUp}</Text>}
        {check.state === 'passed' && <Text c="dimmed">{texts.server.checkPassed}</Text>}
        {check.state === 'closed' && <Text c="dimmed">{texts.check.closed}</Text>}
        {start.isError && <Alert color="red">{errorText(start.error, texts)}</Alert>}
      </Stack>
    </Card>
  )
}

/**
 * Passed, by a check or by the teacher's decision, with its date; or the teacher's decision that the
 * topic is not reached yet. The teacher's note either way.
 */
function Attestation({ check }: { check: StudentCheck }) {
  const texts = useTexts()
  const attestation = check.attestation
  if (!attestation) return null
  const date = swissDateText(attestation.at)
  return (
    <Stack gap={4} align="flex-start">
      {attestation.attested && (
        <Badge color="teal.9" size="lg">
          {fill(texts.check.passedOn, { date })}
        </Badge>
      )}
      {attestation.by === 'teacher' && (
        <Text size="sm">
          {fill(attestation.attested ? texts.check.attestedByTeacher : texts.check.notAttestedByTeacher, {
            date,
          })}
        </Text>
      )}
      {attestation.note && <Text size="sm">{fill(texts.check.teacherNote, { note: attestation.note })}</Text>}
    </Stack>
  )
}
