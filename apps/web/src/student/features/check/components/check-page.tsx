import type { CheckAttemptResult, RunningCheckAttempt } from '@lernraster/shared'
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useMatch, useParams } from 'react-router'
import { useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { topicQuery } from '../../topic/api/topic'
import { useCheck } from '../api/check-queries'
import { AttemptView } from './attempt-view'
import { ResultView } from './result-view'
import { useHandIn } from './use-hand-in'

/**
 * A topic's check as the student takes it (issue 37 item 2), at the topic's address + /check: the
 * running attempt, then its result; opened again later, the last result.
 */
export function CheckPage() {
  const texts = useTexts()
  const params = useParams()
  const eventId = Number(params.eventId)
  const topicId = Number(params.topicId)
  const inModule = useMatch('/modules/:eventId/topics/:topicId/check') !== null
  const topicPath = `/${inModule ? 'modules' : 'events'}/${eventId}/topics/${topicId}`
  const check = useCheck(eventId, topicId)
  // The topic's title, usually cached already: the student came from the topic.
  const topic = useQuery(topicQuery(eventId, topicId))
  const [scored, setScored] = useState<CheckAttemptResult>()
  const running = check.data?.running
  const result = scored ?? (running ? undefined : check.data?.last_result)
  return (
    <Stack py="md" gap="md">
      <Anchor component={Link} to={topicPath}>
        ← {texts.check.backToTopic}
      </Anchor>
      <Title order={1}>{texts.check.title}</Title>
      {topic.data && <Text c="dimmed">{topic.data.topic.title}</Text>}
      {/* The result just handed in stays, whatever the check's next fetch answers. */}
      {scored ? (
        <ResultView result={scored} check={check.data} />
      ) : check.isPending ? (
        <Loader role="status" aria-label={texts.errors.loading} />
      ) : check.isError ? (
        <Alert color="red">{errorText(check.error, texts)}</Alert>
      ) : result ? (
        <ResultView result={result} check={check.data} />
      ) : running ? (
        <RunningAttempt
          key={running.id}
          eventId={eventId}
          topicId={topicId}
          attempt={running}
          onScored={setScored}
        />
      ) : (
        <Text>{texts.check.notRunning}</Text>
      )}
    </Stack>
  )
}

function RunningAttempt(props: {
  eventId: number
  topicId: number
  attempt: RunningCheckAttempt
  onScored: (result: CheckAttemptResult) => void
}) {
  const handIn = useHandIn(props.eventId, props.topicId, props.attempt)
  const { state } = handIn
  const { onScored } = props
  useEffect(() => {
    if (state.step === 'scored') onScored(state.result)
  }, [state, onScored])
  return <AttemptView attempt={props.attempt} handIn={handIn} />
}
