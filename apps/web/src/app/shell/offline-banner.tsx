import { Alert, Button, Group, Text } from '@mantine/core'
import { useNetwork } from '@mantine/hooks'
import { IconWifiOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** While the browser is offline, say so and offer a reload (docs/product/accounts.md "The app frame"). */
export function OfflineBanner() {
  const { t } = useTranslation()
  const { online } = useNetwork()
  if (online) return null
  return (
    <Alert
      color="red"
      radius={0}
      icon={<IconWifiOff aria-hidden />}
      role="alert"
      data-testid="offline-banner"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('shell.offline')}</Text>
        <Button size="xs" color="red.9" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </Group>
    </Alert>
  )
}
