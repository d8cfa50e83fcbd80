import { Button, Group, Stack, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

export type ConfirmPanelProps = {
  /** The question itself, such as 'Sind Sie sicher?'. */
  question: string
  /** What will happen, in a sentence. */
  text?: string
  confirmLabel?: string
  /** The confirmed action is running: the buttons wait for its answer. */
  loading?: boolean
  /** A red confirm button, for actions that destroy something (red-9: white text on it reads 5.4:1). */
  danger?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A yes-or-no question as a dialog's body. A dialog that needs a confirmation (Löschen in an edit
 * form) shows this in place of its form, under its own title: never two dialogs stacked
 * (docs/design.md "Dialogs"). The cursor starts on Abbrechen: Enter pressed out of habit destroys nothing.
 */
export function ConfirmPanel({
  question,
  text,
  confirmLabel,
  loading,
  danger,
  onConfirm,
  onCancel,
}: ConfirmPanelProps) {
  const { t } = useTranslation()
  const cancelRef = useRef<HTMLButtonElement>(null)
  // Shown in a dialog that is already open, so the dialog's own first focus does not apply.
  useEffect(() => cancelRef.current?.focus(), [])
  return (
    <Stack gap="md">
      <Text fw={600}>{question}</Text>
      {text && <Text size="sm">{text}</Text>}
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button ref={cancelRef} variant="default" onClick={onCancel} disabled={loading} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} loading={loading}>
          {confirmLabel ?? t('common.yes')}
        </Button>
      </Group>
    </Stack>
  )
}
