import type { StudentClass } from '@lernraster/shared'
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation'
import { useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { homeKeys } from '../../../lib/query-keys'
import { fill } from '../../../locales'
import { leaveClass } from '../api/home-queries'

/**
 * Verlassen of one of the student's classes (issue 34 item 4, decision 042), with a confirmation that
 * says what happens: the ratings stay and come back on joining again. The cursor starts on Abbrechen.
 */
export function LeaveClassButton({ group, onLeft }: { group: StudentClass; onLeft: (text: string) => void }) {
  const texts = useTexts()
  const queryClient = useQueryClient()
  const [opened, setOpened] = useState(false)
  const leave = useGuardedMutation({
    mutationFn: () => leaveClass(group.id),
    onSuccess: (list) => {
      queryClient.setQueryData(homeKeys.classes, list)
      // The class's modules, homework and exams leave every list of the app.
      void queryClient.invalidateQueries()
      setOpened(false)
      onLeft(fill(texts.home.left, { name: group.name }))
    },
  })
  const close = () => {
    if (leave.isPending) return
    leave.reset()
    setOpened(false)
  }
  // An archived class is only looked back at; the server refuses leaving it (decision 051).
  if (group.archived_in !== null) return null
  return (
    <>
      <Button
        // The default look: dark text on white reads well beside the class's badge (gray subtle did not).
        variant="default"
        size="compact-sm"
        aria-label={fill(texts.home.leaveOf, { name: group.name })}
        aria-haspopup="dialog"
        data-leave-class={group.id}
        onClick={() => setOpened(true)}
      >
        {texts.home.leave}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={fill(texts.home.leaveTitle, { name: group.name })}
        closeButtonProps={{ 'aria-label': texts.close }}
      >
        <Stack gap="md">
          <Text size="sm">
            {fill(texts.home.leaveText, {
              name: group.name,
              teacher: `${group.teacher.firstname} ${group.teacher.lastname}`,
            })}
          </Text>
          {leave.isError && (
            <Alert color="red" role="alert">
              {errorText(leave.error, texts)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={leave.isPending} data-autofocus>
              {texts.home.leaveCancel}
            </Button>
            <Button color="red.9" onClick={() => leave.mutate()} loading={leave.isPending}>
              {texts.home.leaveConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
