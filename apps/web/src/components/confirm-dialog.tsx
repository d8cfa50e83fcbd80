import { Button, Group, getDefaultZIndex, Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

type Props = {
  opened: boolean
  title: string
  /** The question itself, such as 'Sind Sie sicher?'. */
  question: string
  /** What will happen, in a sentence. */
  text?: string
  confirmLabel?: string
  /** The confirmed action is running: the dialog stays until it has an answer. */
  loading?: boolean
  /** A red confirm button, for actions that destroy something (the darkest red: white text on it reads 5.4:1). */
  danger?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A yes-or-no question before an action, Ja / Abbrechen by default. It may open above another
 * dialog (Löschen in an edit form), so it always stands above the modals. The cursor starts on
 * Abbrechen: Enter pressed out of habit must not destroy anything.
 */
export function ConfirmDialog({
  opened,
  title,
  question,
  text,
  confirmLabel,
  loading,
  danger,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation()
  const cancel = () => {
    if (!loading) onCancel()
  }
  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={title}
      size="sm"
      zIndex={getDefaultZIndex('modal') + 1}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text fw={500}>{question}</Text>
        {text && <Text size="sm">{text}</Text>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} disabled={loading} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel ?? t('common.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
