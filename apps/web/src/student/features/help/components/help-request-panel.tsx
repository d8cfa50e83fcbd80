import { helpRequestLimits, type OwnHelpRequest } from '@lernraster/shared'
import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDateTime } from '../../../../lib/date-format'
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation'
import { useLanguage, useTexts } from '../../../language'
import { fill } from '../../../locales'
import { useLiveConnected } from '../../live/model/live-state'
import { studentOutbox } from '../../outbox/api/student-outbox'
import { usePendingHelp } from '../../outbox/model/use-outbox'
import { helpRequestsQuery } from '../api/help-requests'

/**
 * While a request is open and the live stream cannot connect, the page asks every 15 s whether the
 * teacher has handled it; with the stream, the answer comes by itself (decision 026).
 */
const openRequestPollMs = 15_000

/** A device-made id for the write (decision 028). */
const clientId = () => ({ client_id: studentOutbox.newWriteId().client_id })

/** The topic's newest open request, else its newest handled one. */
function standingRequest(requests: readonly OwnHelpRequest[], topicId: number) {
  const mine = requests.filter((request) => request.topic_id === topicId)
  return {
    open: mine.find((request) => request.handled_at === null),
    handled: mine.find((request) => request.handled_at !== null),
  }
}

/**
 * Issue 19: "Ich brauche Hilfe" on a topic of a module, with an optional line of text. Once sent, the
 * student sees that the teacher knows, and later that the teacher marked it handled.
 */
export function HelpRequestPanel(props: {
  eventId: number
  topicId: number
  /** The topic's title, to name it if the request could not be sent. */
  topicTitle: string
  ratable: boolean
}) {
  const { eventId, topicId } = props
  const texts = useTexts()
  const { language } = useLanguage()
  const [text, setText] = useState('')
  const live = useLiveConnected()
  const requests = useQuery({
    ...helpRequestsQuery(eventId),
    refetchInterval: (query) =>
      !live && query.state.data?.some((request) => request.handled_at === null) ? openRequestPollMs : false,
  })
  const pending = usePendingHelp(eventId, topicId)
  // Kept on the device first and sent from there (issue 32 item 4): offline the request waits.
  const ask = useGuardedMutation({
    mutationFn: () =>
      studentOutbox.add(
        {
          kind: 'help',
          body: { event_id: eventId, topic_id: topicId, text: text.trim(), ...clientId() },
        },
        { title: props.topicTitle },
      ),
    onSuccess: () => setText(''),
  })
  if (pending) {
    return (
      <Alert color="blue" role="status" title={texts.help.title}>
        <Text size="sm">{texts.outbox.helpWaiting}</Text>
      </Alert>
    )
  }
  if (!requests.isSuccess) return null
  const { open, handled } = standingRequest(requests.data, topicId)
  if (open) {
    return (
      <Alert color="blue" role="status" title={texts.help.title}>
        <Text size="sm">{fill(texts.help.open, { date: formatDateTime(open.created_at, language) })}</Text>
        {open.text && (
          <Text size="sm" mt={4}>
            {fill(texts.help.yourText, { text: open.text })}
          </Text>
        )}
      </Alert>
    )
  }
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        {handled?.handled_at && (
          <Alert color="teal" role="status">
            {fill(texts.help.handled, { date: formatDateTime(handled.created_at, language) })}{' '}
            {texts.help.askAgain}
          </Alert>
        )}
        <Text fw={600}>{texts.help.title}</Text>
        {props.ratable ? (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              ask.mutate()
            }}
          >
            <Group align="flex-end">
              <TextInput
                label={texts.help.textLabel}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                maxLength={helpRequestLimits.textMax}
                style={{ flex: 1, minWidth: 220 }}
                error={ask.isError ? texts.outbox.unavailable : undefined}
              />
              <Button type="submit" loading={ask.isPending}>
                {texts.help.ask}
              </Button>
            </Group>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            {texts.help.notNow}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
