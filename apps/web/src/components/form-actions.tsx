import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Abbrechen and Speichern at the foot of a form (settings, subject, class); Speichern waits for the server. */
export function FormActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation()
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Group>
  )
}
