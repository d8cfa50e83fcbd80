import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { BalancesTable } from './balances-table'
import { GrantForm } from './grant-form'
import { ProviderFrame } from './provider-frame'
import { PurchaseMonths } from './purchase-months'

/** /provider/crystals (issue 38, role 1): book crystals, the balances per teacher, purchases per month. */
export function ProviderCrystalsPage() {
  const { t } = useTranslation()
  return (
    <ProviderFrame
      area="crystals"
      title={t('provider.crystals.title')}
      description={t('provider.crystals.description')}
    >
      <Stack gap="xl">
        <GrantForm />
        <BalancesTable />
        <PurchaseMonths />
      </Stack>
    </ProviderFrame>
  )
}
