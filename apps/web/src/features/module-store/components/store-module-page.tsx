import type { StoreModuleDetail } from '@lernraster/shared'
import { Alert, Badge, Box, Button, Center, Flex, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { IconDiamond, IconShoppingCart } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { LoadErrorAlert } from '../../../components/load-error-alert'
import { PageFrame } from '../../../components/page-frame'
import { PageHeader } from '../../../components/page-header'
import { isApiError } from '../../../lib/api-error'
import { formatDate } from '../../../lib/date-format'
import { paths } from '../../../lib/paths'
import { showSnackbar } from '../../../lib/snackbar'
import { useBalanceQuery, useStoreModuleQuery } from '../api/store-api'
import { PurchaseDialog } from './purchase-dialog'
import { facetsOf, OwnershipBadges, StoreCover, storeModulePath, usePriceText } from './store-card'
import { StoreGrid } from './store-grid'

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
  const { t, i18n } = useTranslation()
  const price = usePriceText()
  const balance = useBalanceQuery().data?.balance
  const [buying, setBuying] = useState(false)
  const canBuy = !module.is_own && !module.purchased
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
      <Stack gap="lg">
        <Flex gap="lg" direction={{ base: 'column', md: 'row' }} align="flex-start">
          <Box w={{ base: '100%', md: 320 }} style={{ flexShrink: 0 }}>
            <StoreCover path={module.cover_path} height={180} />
          </Box>
          <Box style={{ flexGrow: 1, minWidth: 0 }}>
            <Stack gap="sm">
              <Text style={{ whiteSpace: 'pre-line' }}>{module.description}</Text>
              <Group gap={4}>
                {facetsOf(module, [
                  'lernraster_subject',
                  'country',
                  'schoollevel',
                  'schooltype',
                  'language',
                ]).map(([facet, item]) => (
                  <Badge key={facet} variant="outline" color="gray" tt="none" c="dark.6">
                    {item.title}
                  </Badge>
                ))}
                {module.tags.map((tag) => (
                  <Badge key={`tag-${tag.id}`} variant="light" color="blue" tt="none" c="blue.9">
                    {tag.title}
                  </Badge>
                ))}
              </Group>
              <Group gap="xl">
                <Fact
                  label={t('moduleStore.module.author')}
                  value={`${module.author.firstname} ${module.author.lastname}`}
                />
                <Fact
                  label={t('moduleStore.module.price')}
                  value={
                    <Group gap={4} component="span">
                      <IconDiamond size={16} aria-hidden />
                      {price(module.crystals)}
                    </Group>
                  }
                />
                <Fact
                  label={t('moduleStore.module.buyers')}
                  value={t('moduleStore.card.buyers', { count: module.buyers_count })}
                />
                <Fact
                  label={t('moduleStore.module.grid')}
                  value={t('moduleStore.module.size', {
                    topics: module.topics_count,
                    questions: module.questions_count,
                  })}
                />
              </Group>
              <Text size="sm" c="dimmed">
                {t('moduleStore.module.published', { date: formatDate(module.published_at, i18n.language) })}
              </Text>
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
            </Stack>
          </Box>
        </Flex>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('moduleStore.module.grid')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('moduleStore.module.gridHint')}
          </Text>
          <StoreGrid blocks={module.blocks} rows={module.rows} columns={module.columns} />
        </Stack>
      </Stack>
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

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {value}
      </Text>
    </Stack>
  )
}
