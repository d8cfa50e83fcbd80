import { Button, Group } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

type Props = {
  onCancel: () => void
  saving: boolean
  /** A destructive action of the dialog (Löschen): red, at the bottom left, away from Speichern. */
  remove?: { label: string; onClick: () => void }
  /** The primary button's word where the dialog does more than save (Archivieren); Speichern otherwise. */
  submitLabel?: string
}

/**
 * The foot of every form and dialog (docs/design.md "Dialogs"): Abbrechen and Speichern at the right,
 * the primary last; a destructive action alone at the left. Speichern waits for the server.
 */
export function FormActions({ onCancel, saving, remove, submitLabel }: Props) {
  const { t } = useTranslation()
  return (
    <Group justify={remove ? 'space-between' : 'flex-end'} gap="sm" mt="xs">
      {remove && (
        <Button
          variant="subtle"
          color="red"
          // The subtle variant draws its text in red-6 (3.3:1 on white); red-9 reads 5.4:1.
          c="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={remove.onClick}
          disabled={saving}
          data-action="remove"
        >
          {remove.label}
        </Button>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel ?? t('common.save')}
        </Button>
      </Group>
    </Group>
  )
}
