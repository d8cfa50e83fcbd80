import type { StoreModuleDetail } from '@lernraster/shared'
import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core'
import { IconBan, IconShoppingCart } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { LoadErrorAlert } from '../../../components/load-error-alert'
import { PageFrame } from '../../../components/page-frame'
import { PageHeader } from '../../../components/page-header'
import { isApiError } from '../../../lib/api-error'
import { paths } from '../../../lib/paths'
import { showSnackbar } from '../../../lib/snackbar'
import { useBalanceQuery, useStoreModuleQuery } from '../api/store-api'
import { PurchaseDialog } from './purchase-dialog'
import { OwnershipBadges, storeModulePath, usePriceText } from './store-card'
import { StoreModuleView } from './store-module-view'

const availableTab = `${paths.modules}?defaultTabIndex=1`

/** /store/modules/:id: a module's store page, with the read-only grid and 'Kaufen' (issue 14). */
export function StoreModulePage() {
  const { t } = useTranslation()
  const { id } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const moduleId = id && /^\d{1,10}$/.test(id) ? Number(id) : null
  const query = useStoreModuleQuery(moduleId)
  const back = { to: `${paths.store}${search}`, label: t('moduleStore.module.back') }

  // Any id of the module's line opens the version the store lists: the address names that one.
  useEffect(() => {
    if (query.data && query.data.id !== moduleId) {
      navigate(storeModulePath(query.data.id, search.replace(/^\?/, '')), { replace: true })
    }
  }, [query.data, moduleId, navigate, search])

  if (moduleId === null || (query.isError && isApiError(query.error, 'notFound'))) {
    return (
      <PageFrame>
        <PageHeader title={t('moduleStore.title')} back={back} />
        <Alert color="gray">{t('moduleStore.module.notFound')}</Alert>
      </PageFrame>
    )
  }
  if (query.isError) {
    return (
      <PageFrame>
        <PageHeader title={t('moduleStore.title')} back={back} />
        <LoadErrorAlert message={t('moduleStore.module.loadError')} query={query} />
      </PageFrame>
    )
  }
  if (!query.data) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    )
  }
  return <ModuleDetail module={query.data} back={back} onPriceChanged={() => void query.refetch()} />
}

function ModuleDetail({
  module,
  back,
  onPriceChanged,
}: {
  module: StoreModuleDetail
  back: { to: string; label: string }
  onPriceChanged: () => void
}) {
  const { t } = useTranslation()
  const price = usePriceText()
  const balance = useBalanceQuery().data?.balance
  const [buying, setBuying] = useState(false)
  // A module taken off the store (decision 054) is shown, never sold.
  const canBuy = module.available && !module.is_own && !module.purchased
  const covered = balance !== undefined && balance >= module.your_price

  const buy = canBuy && (
    <Button
      leftSection={<IconShoppingCart size={18} aria-hidden />}
      onClick={() => setBuying(true)}
      disabled={!covered}
      aria-describedby={covered ? undefined : 'store-not-enough'}
    >
      {t('moduleStore.module.buy')} · {price(module.your_price)}
    </Button>
  )

  return (
    <PageFrame wide>
      <PageHeader title={module.name} back={back} action={buy || undefined} />
      <StoreModuleView module={module}>
        {!module.available && (
          <Alert
            color="gray"
            icon={<IconBan size={18} aria-hidden />}
            title={t('moduleStore.module.unavailable')}
          >
            {t('moduleStore.module.unavailableText')}
          </Alert>
        )}
        <Group gap={4}>
          <OwnershipBadges module={module} />
        </Group>
        {module.is_own && <Text size="sm">{t('moduleStore.module.own')}</Text>}
        {module.purchased && (
          <Group gap="sm">
            <Text size="sm">{t('moduleStore.module.purchased')}</Text>
            <Button component={Link} to={availableTab} variant="light" size="xs">
              {t('moduleStore.module.toAvailable')}
            </Button>
          </Group>
        )}
        {canBuy && module.owns_earlier_version && (
          <Text size="sm">{t('moduleStore.module.ownsEarlier')}</Text>
        )}
        {canBuy && balance !== undefined && !covered && (
          <Text size="sm" c="red.9" id="store-not-enough">
            {t('moduleStore.module.notEnough', { balance })}
          </Text>
        )}
      </StoreModuleView>
      <PurchaseDialog
        module={buying ? module : null}
        balance={balance ?? 0}
        onClose={() => setBuying(false)}
        onPriceChanged={onPriceChanged}
        onBought={() => {
          setBuying(false)
          showSnackbar(t('moduleStore.purchase.done', { name: module.name }))
        }}
      />
    </PageFrame>
  )
}
