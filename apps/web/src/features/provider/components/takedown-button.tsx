import '../texts'
import { providerLimits } from '@lernraster/shared'
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core'
import { IconBan } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusyModal } from '../../../components/busy-modal'
import { failureKey, isApiError } from '../../../lib/api-error'
import { showSnackbar } from '../../../lib/snackbar'
import { useTakedownMutation } from '../api/provider-api'

/**
 * *Aus dem Store nehmen* (issue 38, decision 054): a dialog asking the reason the author is mailed
 * (required, at most 1000 characters). Buyers keep their copies. A module another administrator took
 * down meanwhile is said so.
 */
export function TakedownButton({
  moduleId,
  name,
  onDone,
}: {
  moduleId: number
  name: string
  onDone?: () => void
}) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | undefined>()
  const takedown = useTakedownMutation(() => {
    showSnackbar(t('provider.takedown.done'))
    onDone?.()
  })
  const open = () => {
    setReason('')
    setProblem(undefined)
    setFailure(undefined)
    setOpened(true)
  }
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        c="red.9"
        size="xs"
        leftSection={<IconBan size={16} aria-hidden />}
        onClick={open}
        aria-label={t('provider.takedown.actionFor', { name })}
      >
        {t('provider.takedown.action')}
      </Button>
      <BusyModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('provider.takedown.title')}
        size={560}
      >
        {({ close, setBusy }) => (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              const text = reason.trim()
              if (text === '') return setProblem(t('provider.takedown.reasonRequired'))
              if (text.length > providerLimits.takedownReasonMax)
                return setProblem(t('provider.takedown.reasonTooLong'))
              setProblem(undefined)
              setBusy(true)
              takedown.mutate(
                { id: moduleId, reason: text },
                {
                  onSuccess: () => {
                    setBusy(false)
                    close()
                  },
                  onError: (error) => {
                    setBusy(false)
                    setFailure(
                      isApiError(error, 'conflict') ? t('provider.takedown.notListed') : t(failureKey(error)),
                    )
                  },
                },
              )
            }}
          >
            <Stack gap="sm">
              <Text size="sm">{t('provider.takedown.intro', { name })}</Text>
              <Textarea
                label={t('provider.takedown.reason')}
                value={reason}
                onChange={(event) => {
                  setReason(event.currentTarget.value)
                  setProblem(undefined)
                }}
                description={t('provider.takedown.count', { count: reason.trim().length })}
                error={problem}
                autosize
                minRows={3}
                data-autofocus
              />
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close}>
                  {t('provider.takedown.cancel')}
                </Button>
                <Button type="submit" color="red.9" loading={takedown.isPending}>
                  {t('provider.takedown.confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </BusyModal>
    </>
  )
}
