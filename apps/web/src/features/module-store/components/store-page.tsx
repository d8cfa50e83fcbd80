import { Button, Center, Group, Loader, Pagination, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconBuildingStore, IconFilterOff } from '@tabler/icons-react'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { LoadErrorAlert } from '../../../components/load-error-alert'
import { PageFrame } from '../../../components/page-frame'
import { PageHeader } from '../../../components/page-header'
import { useStoreSearchQuery } from '../api/store-api'
import {
  changeFilter,
  filtersFromParams,
  hasFilters,
  noFilters,
  paramsFromFilters,
  type StoreFilters,
} from '../model/store-query'
import { BalanceLink } from './balance-link'
import { StoreCard } from './store-card'
import { StoreFiltersBar } from './store-filters'

/** /store: the published modules, searched, filtered and sorted, 10 per page (issue 14). */
export function StorePage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const search = useStoreSearchQuery(filters)
  const query = params.toString()
  const change = useCallback(
    (update: Partial<StoreFilters>) =>
      setParams((current) => paramsFromFilters(changeFilter(filtersFromParams(current), update)), {
        replace: !('page' in update),
      }),
    [setParams],
  )
  const data = search.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1

  return (
    <PageFrame>
      <PageHeader
        title={t('moduleStore.title')}
        description={t('moduleStore.description')}
        action={<BalanceLink />}
      />
      <Stack gap="lg">
        <StoreFiltersBar filters={filters} onChange={change} />
        {search.isError && <LoadErrorAlert message={t('moduleStore.search.loadError')} query={search} />}
        {search.isPending && (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        )}
        {data && (
          <>
            <Group justify="space-between">
              <Text fw={600} aria-live="polite">
                {t('moduleStore.search.total', { count: data.total })}
              </Text>
              {search.isFetching && <Loader size="xs" />}
            </Group>
            {data.items.length === 0 ? (
              <Stack align="center" gap="sm" py="xl">
                <IconBuildingStore size={30} aria-hidden color="var(--mantine-color-gray-6)" />
                <Text>
                  {hasFilters(filters) ? t('moduleStore.search.empty') : t('moduleStore.search.emptyStore')}
                </Text>
                {hasFilters(filters) && (
                  <Button
                    variant="default"
                    leftSection={<IconFilterOff size={16} aria-hidden />}
                    onClick={() => setParams(paramsFromFilters(noFilters))}
                  >
                    {t('moduleStore.search.reset')}
                  </Button>
                )}
              </Stack>
            ) : (
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                spacing="md"
                component="section"
                aria-label={t('moduleStore.search.results')}
              >
                {data.items.map((module) => (
                  <StoreCard key={module.id} module={module} search={query} />
                ))}
              </SimpleGrid>
            )}
            {pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={pages}
                  value={filters.page}
                  onChange={(page) => change({ page })}
                  aria-label={t('moduleStore.search.pages')}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
    </PageFrame>
  )
}
