import type { StudentInvitation } from '@lernraster/shared'
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation'
import { useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { swissDateText } from '../../../lib/plain-format'
import { homeKeys } from '../../../lib/query-keys'
import { fill } from '../../../locales'
import { acceptInvitation, declineInvitation, useInvitations } from '../api/home-queries'

/**
 * Invitations into classes from a teacher's class list (decision 037): nobody joins a class unasked.
 * Shown only while there are some; Annehmen joins the class, Ablehnen drops the invitation.
 */
export function InvitationsSection() {
  const texts = useTexts()
  const invitations = useInvitations()
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  if (!invitations.data?.length && !message) return null
  return (
    <Stack component="section" aria-labelledby="invitations-title">
      <Title order={2} id="invitations-title" size="h3">
        {texts.home.invitations}
      </Title>
      {invitations.data?.map((invitation) => (
        <InvitationCard key={invitation.group_id} invitation={invitation} onAnswered={setMessage} />
      ))}
      {message && (
        <Alert color={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
    </Stack>
  )
}

function InvitationCard({
  invitation,
  onAnswered,
}: {
  invitation: StudentInvitation
  onAnswered: (message: { ok: boolean; text: string }) => void
}) {
  const texts = useTexts()
  const queryClient = useQueryClient()
  const name = invitation.group_name
  const settle = () => queryClient.invalidateQueries({ queryKey: homeKeys.invitations })
  const accept = useGuardedMutation({
    mutationFn: () => acceptInvitation(invitation.group_id),
    onSuccess: (classes) => {
      queryClient.setQueryData(homeKeys.classes, classes)
      // A class joined changes nearly every list of the app.
      void queryClient.invalidateQueries()
      onAnswered({ ok: true, text: fill(texts.home.accepted, { name }) })
    },
    onError: (error) => {
      void settle()
      onAnswered({ ok: false, text: errorText(error, texts) })
    },
  })
  const decline = useGuardedMutation({
    mutationFn: () => declineInvitation(invitation.group_id),
    onSuccess: () => {
      void settle()
      onAnswered({ ok: true, text: fill(texts.home.declined, { name }) })
    },
    onError: (error) => {
      void settle()
      onAnswered({ ok: false, text: errorText(error, texts) })
    },
  })
  const teacher = `${invitation.teacher.firstname} ${invitation.teacher.lastname}`
  return (
    <Card withBorder padding="md" data-invitation={invitation.group_id}>
      <Stack gap="xs">
        <Text fw={600}>{fill(texts.home.invitation, { teacher, name })}</Text>
        <Text size="sm">
          {fill(texts.home.invitationUntil, { date: swissDateText(invitation.expires_at) })}
        </Text>
        <Group gap="sm">
          <Button onClick={() => accept.mutate()} loading={accept.isPending} disabled={decline.isPending}>
            {texts.home.accept}
          </Button>
          <Button
            variant="default"
            onClick={() => decline.mutate()}
            loading={decline.isPending}
            disabled={accept.isPending}
          >
            {texts.home.decline}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
