import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

type Props = {
  /** Null while no export runs. */
  percent: number | null
  onCancel: () => void
}

/**
 * docs/product/progress.md "PDF report": 'PDF generieren...' with the percent and a cancel button, over the
 * screen while the report is made. Escape cancels too; the dialog takes the focus, so the cancel is one key
 * away.
 */
export function ReportOverlay({ percent, onCancel }: Props) {
  const { t } = useTranslation()
  const value = percent ?? 0
  return (
    <Modal
      opened={percent !== null}
      onClose={onCancel}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
      size="sm"
      title={<Text fw={700}>{t('progressStudents.pdf.overlay')}</Text>}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={value}
            style={{ flexGrow: 1 }}
            aria-label={t('progressStudents.pdf.overlay')}
            animated
            transitionDuration={0}
          />
          <Text fw={700} w={48} ta="right" data-testid="report-percent">
            {t('progressStudents.percent', { value })}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('progressStudents.pdf.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
