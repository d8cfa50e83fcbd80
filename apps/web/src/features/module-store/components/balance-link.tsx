import { Button } from '@mantine/core'
import { IconDiamond } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import { useBalanceQuery } from '../api/store-api'

/** The teacher's crystals at the top right of the store, leading to their history. */
export function BalanceLink() {
  const { t } = useTranslation()
  const balance = useBalanceQuery()
  if (!balance.isSuccess) return null
  const count = balance.data.balance
  return (
    <Button
      component={Link}
      to={paths.crystals}
      variant="light"
      leftSection={<IconDiamond size={18} aria-hidden />}
      aria-label={t('moduleStore.balanceLink', { count })}
    >
      {t('moduleStore.balance', { count })}
    </Button>
  )
}
