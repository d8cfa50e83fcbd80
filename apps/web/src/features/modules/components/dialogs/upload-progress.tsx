import { ActionIcon, Group, Progress, Text } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { UploadProgress as Progressing } from './use-upload'

type Props = { progress: Progressing; onCancel?: () => void }

/** The bar of a running upload, its percent in words, and a way to stop it. */
export function UploadProgress({ progress, onCancel }: Props) {
  const { t } = useTranslation()
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress.Root size="lg" style={{ flex: 1 }}>
        <Progress.Section
          value={progress.percent}
          aria-label={t('moduleDialogs.upload.progress', { name: progress.name })}
        />
      </Progress.Root>
      <Text size="xs" w={44} ta="right" aria-hidden>
        {t('moduleDialogs.upload.percent', { percent: progress.percent })}
      </Text>
      {onCancel && (
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onCancel}
          aria-label={t('moduleDialogs.upload.cancel')}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  )
}
