import type { HelpRequest } from '@lernraster/shared'
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconHandStop } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime } from '../../lib/date-format'
import { helpRequestsQuery, openRequests, useHandleHelpRequest } from '../../lib/help-requests'
import { progressOf } from '../../lib/progress-links'

type Props = {
  /** One activation's requests (a progress screen), or every activation's (the Active tab). */
  eventId?: number
}

/**
 * Issue 19: the students' open help requests, oldest first, each with 'Erledigt'. Shown only while
 * there are open ones: an empty panel would only push the teacher's list down. The live kind 'help'
 * brings a new request within seconds; the Active tab links each to its progress screen.
 */
export function HelpRequestsPanel({ eventId }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const requests = useQuery(helpRequestsQuery(eventId))
  if (requests.isError && requests.data === undefined) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('studentSupport.help.loadError')}
      </Alert>
    )
  }
  const open = openRequests(requests.data ?? [])
  if (open.length === 0) return null
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      mb="md"
      data-help-requests
    >
      <Group gap={8} wrap="nowrap" mb="xs">
        <IconHandStop size={18} aria-hidden color="var(--mantine-color-orange-8)" />
        <Title order={2} size="h5" id={titleId}>
          {t('studentSupport.help.title')}
        </Title>
        <Badge color="red.9" variant="filled" radius="sm" style={{ textTransform: 'none' }}>
          {t('studentSupport.help.open', { count: open.length })}
        </Badge>
      </Group>
      <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {open.map((request) => (
          <HelpRequestEntry key={request.id} request={request} withLink={eventId === undefined} />
        ))}
      </Stack>
    </Paper>
  )
}

function HelpRequestEntry({ request, withLink }: { request: HelpRequest; withLink: boolean }) {
  const { t, i18n } = useTranslation()
  const handle = useHandleHelpRequest()
  const [failed, setFailed] = useState(false)
  const name = `${request.firstname} ${request.lastname}`
  return (
    <li style={{ borderTop: '1px solid var(--mantine-color-gray-2)', padding: '8px 0' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('studentSupport.help.entry', { name, topic: request.topic_title })}
          </Text>
          {request.text && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              «{request.text}»
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {[
              t('studentSupport.help.where', { module: request.module_name, group: request.group_name }),
              t('studentSupport.help.asked', { time: formatDateTime(request.created_at, i18n.language) }),
            ].join(' · ')}
          </Text>
          {withLink && (
            <Anchor
              component={Link}
              size="xs"
              to={progressOf({ module_id: request.module_id, event_id: request.event_id })}
            >
              {t('studentSupport.help.toProgress')}
            </Anchor>
          )}
          {failed && (
            <Text size="xs" c="red.8" role="alert">
              {t('studentSupport.help.handleFailed')}
            </Text>
          )}
        </Stack>
        <Button
          size="xs"
          variant="default"
          loading={handle.isPending}
          aria-label={t('studentSupport.help.handleOf', { name, topic: request.topic_title })}
          onClick={() => {
            setFailed(false)
            handle.mutate(request.id, { onError: () => setFailed(true) })
          }}
        >
          {t('studentSupport.help.handle')}
        </Button>
      </Group>
    </li>
  )
}
