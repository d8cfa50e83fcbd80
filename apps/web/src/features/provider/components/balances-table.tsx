import { Group, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { SortableHeader } from '../../../components/sortable-header'
import { pagingOf, TablePager } from '../../../components/table-pager'
import { decimalLocale } from '../../../lib/decimal-locale'
import { useAddressFilters } from '../../../lib/use-address-filters'
import { downloadProviderCsv, useBalancesQuery } from '../api/provider-api'
import { CsvButton } from './csv-button'
import { ListStates } from './list-states'

type Column = 'name' | 'balance'

/**
 * The balance per teacher (issue 38): searchable by name or e-mail, sortable by balance or name,
 * 20 per page; search, order and page live in the address, so a reload keeps them.
 */
export function BalancesTable() {
  const { t, i18n } = useTranslation()
  const { params, change } = useAddressFilters()
  const search = params.get('search') ?? ''
  const sort =
    (['balance_desc', 'balance_asc', 'name'] as const).find((value) => value === params.get('sort')) ??
    'balance_desc'
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [debounced] = useDebouncedValue(search.trim(), 300)
  const query = { search: debounced || undefined, sort, page }
  const list = useBalancesQuery(query)
  const number = (value: number) => new Intl.NumberFormat(decimalLocale(i18n.language)).format(value)

  const onSort = (column: Column) =>
    change({ sort: column === 'name' ? 'name' : sort === 'balance_desc' ? 'balance_asc' : 'balance_desc' })
  const sortState = {
    column: (sort === 'name' ? 'name' : 'balance') as Column,
    direction: sort === 'balance_desc' ? ('descending' as const) : ('ascending' as const),
  }
  const data = list.data

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          {t('provider.crystals.balances.title')}
        </Title>
        <CsvButton
          label={t('provider.crystals.balances.export')}
          download={() => downloadProviderCsv('/provider/balances.csv', { search: debounced, sort })}
        />
      </Group>
      <TextInput
        aria-label={t('provider.crystals.balances.search')}
        placeholder={t('provider.crystals.balances.search')}
        value={search}
        onChange={(event) => change({ search: event.currentTarget.value })}
        maw={340}
      />
      <ListStates
        query={list}
        loadError={t('provider.crystals.loadError')}
        empty={t('provider.crystals.balances.empty')}
      />
      {data && data.items.length > 0 && (
        <>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <SortableHeader
                  column="name"
                  sort={sortState}
                  label={t('provider.crystals.balances.name')}
                  onSort={onSort}
                />
                <Table.Th>{t('provider.crystals.balances.email')}</Table.Th>
                <SortableHeader
                  column="balance"
                  sort={sortState}
                  label={t('provider.crystals.balances.balance')}
                  width={160}
                  onSort={onSort}
                />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{`${item.lastname} ${item.firstname}`.trim()}</Table.Td>
                  <Table.Td>{item.email}</Table.Td>
                  <Table.Td ta="right">{number(item.balance)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" c="dimmed">
            {t('provider.crystals.balances.sum', { sum: number(data.sum), count: data.total })}
          </Text>
          <TablePager
            {...pagingOf(data)}
            onPageChange={(next) => change({ page: next })}
            label={t('provider.crystals.balances.pager')}
          />
        </>
      )}
    </Stack>
  )
}
