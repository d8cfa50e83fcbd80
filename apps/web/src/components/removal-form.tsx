import { isConfirmationWord, trashRetentionDays } from '@lernraster/shared'
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertCircle, IconAlertTriangle, IconTrash } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from '../lib/api-error'
import { registerGermanTexts } from '../lib/i18n'
import { useServerMessage } from '../lib/server-message'
import { removal } from '../locales/de/removal'

// Its texts travel with the screens that remove something, not with the login screen.
registerGermanTexts({ removal })

type Props<T> = {
  /** The question in bold above the figures. */
  title: string
  /** What the removal would take with it, loaded while the form is open. */
  impact: UseQueryResult<T>
  /** The sentences in the box once the figures are there. */
  summary: (impact: T) => string
  confirmLabel: string
  /**
   * For good (from the Papierkorb): the typed 'löschen' or 'remove' before the red button works.
   * Otherwise it goes to the trash: the figures, the 30 days and a plain red button (decision 022).
   */
  permanent?: boolean
  /**
   * The removal itself. The form is busy until it settles; a rejection is shown here (the form
   * stays, so the teacher can try again or cancel), a resolution is the caller's to follow up.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: callers pass a plain handler or one returning mutateAsync()'s promise
  onConfirm: () => Promise<unknown> | void
  onCancel: () => void
  /** Told while the removal runs, so a dialog around it does not close over it. */
  onBusy?: (busy: boolean) => void
}

/**
 * The confirmation of a removal, shown in place of a dialog's content (docs/product/modules.md "Removing",
 * docs/design.md "Dialogs"): what goes, with numbers. Deleting for good asks for the typed word first; moving to
 * the trash says how long it can be restored. The cursor starts on Abbrechen, so Enter pressed out of
 * habit removes nothing. Used for a module and its parts, an activation and the Papierkorb.
 */
export function RemovalForm<T>({
  title,
  impact,
  summary,
  confirmLabel,
  permanent = false,
  onConfirm,
  onCancel,
  onBusy,
}: Props<T>) {
  const { t } = useTranslation()
  const serverMessage = useServerMessage()
  const [typed, setTyped] = useState('')
  const [running, setRunning] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  // Set at once, before React renders the button busy: a double click or held Enter runs it once.
  const runningRef = useRef(false)
  const cancelRef = useRef<HTMLButtonElement>(null)
  // Shown in a dialog that is already open, so the dialog's own first focus does not apply.
  useEffect(() => cancelRef.current?.focus(), [])
  useEffect(() => onBusy?.(running), [running, onBusy])

  const ready = impact.isSuccess && (!permanent || isConfirmationWord(typed))

  async function confirm() {
    if (!ready || runningRef.current) return
    runningRef.current = true
    setRunning(true)
    setFailure(null)
    try {
      await onConfirm()
    } catch (error) {
      setFailure(
        isApiError(error) && error.code !== 'internal'
          ? (serverMessage(error.message) ?? t('common.error'))
          : t(failureKey(error)),
      )
    } finally {
      runningRef.current = false
      setRunning(false)
    }
  }

  return (
    <Stack
      gap="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault()
        void confirm()
      }}
    >
      <Text fw={600}>{title}</Text>
      {impact.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('removal.loading')}</Text>
        </Group>
      ) : impact.isError ? (
        <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
          {t('removal.loadError')}{' '}
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => void impact.refetch()}
            loading={impact.isFetching}
          >
            {t('removal.retry')}
          </Button>
        </Alert>
      ) : (
        <Alert
          variant="light"
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="removal-summary"
        >
          <Text size="sm">{summary(impact.data)}</Text>
          <Text size="sm" fw={600} mt={4}>
            {permanent ? t('removal.irreversible') : t('removal.restorable', { days: trashRetentionDays })}
          </Text>
        </Alert>
      )}
      {permanent && (
        <TextInput
          label={t('removal.wordLabel')}
          description={t('removal.wordHint', { confirm: confirmLabel })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          disabled={running}
          autoComplete="off"
          spellCheck={false}
          data-testid="removal-word"
        />
      )}
      {failure && (
        <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button ref={cancelRef} variant="default" onClick={onCancel} disabled={running} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          // red-9: white text on it reads 5.4:1 (as ConfirmPanel's danger button).
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={!ready}
          loading={running}
          data-action="confirm-removal"
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  )
}
