import { Alert } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** Demo users are told their data goes away every night (docs/product/accounts.md "Demo accounts"). */
export function DemoBanner() {
  const { t } = useTranslation()
  return (
    <Alert color="yellow" radius={0} icon={<IconInfoCircle aria-hidden />} data-testid="demo-banner">
      {t('shell.demo')}
    </Alert>
  )
}
