import { type ActiveModule, isConfirmationWord } from '@lernraster/shared'
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertCircle, IconAlertTriangle, IconTrash } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from '../../../../lib/api-error'
import { useServerMessage } from '../../../../lib/server-message'
import { useActiveRemovalImpactQuery, useRemoveActivationMutation } from '../../api/activations'
import { formatCount } from '../../model/removal-summary'

type Props = {
  activation: ActiveModule
  onCancel: () => void
  onRemoved: () => void
  /** Told while the removal runs, so the dialog does not close over it. */
  onBusy: (busy: boolean) => void
}

/**
 * Removing an activation, as the module's detailed confirmation does it (components/removal-
 * confirmation.tsx, spec 2 §5): what goes, in numbers ('12 Bewertungen von 8 Lernenden'), then the
 * typed 'löschen' or 'remove'. The cursor starts on Abbrechen; the request runs once.
 */
export function RemoveActivationPanel({ activation, onCancel, onRemoved, onBusy }: Props) {
  const { t, i18n } = useTranslation()
  const serverMessage = useServerMessage()
  const impact = useActiveRemovalImpactQuery(activation.id)
  const remove = useRemoveActivationMutation(activation)
  const [typed, setTyped] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => cancelRef.current?.focus(), [])
  useEffect(() => onBusy(remove.isPending), [remove.isPending, onBusy])

  const ready = impact.isSuccess && isConfirmationWord(typed)
  const count = (value: number) => ({ count: value, n: formatCount(value, i18n.language) })

  function confirm() {
    if (!ready || remove.isPending) return
    setFailure(null)
    remove.mutate(undefined, {
      onSuccess: onRemoved,
      onError: (error) =>
        setFailure(
          isApiError(error) && error.code !== 'internal'
            ? (serverMessage(error.message) ?? t('common.error'))
            : t(failureKey(error)),
        ),
    })
  }

  return (
    <Stack
      gap="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault()
        confirm()
      }}
    >
      <Text fw={600}>
        {t('moduleActive.remove.question', { name: activation.name, group: activation.group.name })}
      </Text>
      {impact.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('moduleList.removal.loading')}</Text>
        </Group>
      ) : impact.isError ? (
        <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
          {t('moduleList.removal.loadError')}{' '}
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => void impact.refetch()}
            loading={impact.isFetching}
          >
            {t('moduleList.removal.retry')}
          </Button>
        </Alert>
      ) : (
        <Alert
          variant="light"
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="removal-summary"
        >
          <Text size="sm">
            {impact.data.evaluations > 0
              ? t('moduleActive.remove.deleted', {
                  count: impact.data.evaluations,
                  evaluations: t('moduleActive.remove.evaluations', count(impact.data.evaluations)),
                  students: t('moduleActive.remove.students', count(impact.data.students)),
                })
              : t('moduleActive.remove.noEvaluations')}{' '}
            {t('moduleActive.remove.moduleStays')}
          </Text>
          <Text size="sm" fw={600} mt={4}>
            {t('moduleList.removal.irreversible')}
          </Text>
        </Alert>
      )}
      <TextInput
        label={t('moduleList.removal.wordLabel')}
        description={t('moduleList.removal.wordHint', { confirm: t('moduleActive.remove.confirm') })}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        disabled={remove.isPending}
        autoComplete="off"
        spellCheck={false}
        data-testid="removal-word"
      />
      {failure && (
        <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button
          ref={cancelRef}
          variant="default"
          onClick={onCancel}
          disabled={remove.isPending}
          data-autofocus
        >
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={!ready}
          loading={remove.isPending}
          data-action="confirm-removal"
        >
          {t('moduleActive.remove.confirm')}
        </Button>
      </Group>
    </Stack>
  )
}
