import { type StoreAuditAction, storeAuditActions } from '@lernraster/shared'
import { Group, NativeSelect, Stack, Table, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { pagingOf, TablePager } from '../../../components/table-pager'
import { formatDateTime } from '../../../lib/date-format'
import { decimalLocale } from '../../../lib/decimal-locale'
import { useAddressFilters } from '../../../lib/use-address-filters'
import { downloadProviderCsv, useAuditQuery } from '../api/provider-api'
import { CsvButton } from './csv-button'
import { ListStates } from './list-states'
import { ProviderFrame } from './provider-frame'

/**
 * /provider/audit (issue 38, decision 054 "The audit trail"): every line of the store's audit trail,
 * newest first, 20 per page, filtered by action and by person; read-only. Filters and page live in
 * the address.
 */
export function ProviderAuditPage() {
  const { t, i18n } = useTranslation()
  const { params, change } = useAddressFilters()
  const action = storeAuditActions.find((value) => value === params.get('action'))
  const person = params.get('person') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [debounced] = useDebouncedValue(person.trim(), 300)
  const query = { action, person: debounced || undefined, page }
  const list = useAuditQuery(query)
  const number = (value: number) =>
    new Intl.NumberFormat(decimalLocale(i18n.language), { signDisplay: 'exceptZero' }).format(value)

  const data = list.data

  return (
    <ProviderFrame
      area="audit"
      title={t('provider.audit.title')}
      description={t('provider.audit.description')}
      action={
        <CsvButton
          label={t('provider.audit.export')}
          download={() => downloadProviderCsv('/provider/audit.csv', { action, person: debounced })}
        />
      }
    >
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('provider.audit.action')}
            value={action ?? ''}
            onChange={(event) => change({ action: event.currentTarget.value })}
            data={[
              { value: '', label: t('provider.audit.allActions') },
              ...storeAuditActions.map((value: StoreAuditAction) => ({
                value,
                label: t(`provider.audit.actions.${value}`),
              })),
            ]}
            w={300}
          />
          <TextInput
            label={t('provider.audit.person')}
            placeholder={t('provider.audit.personPlaceholder')}
            value={person}
            onChange={(event) => change({ person: event.currentTarget.value })}
            w={260}
          />
        </Group>
        <ListStates
          query={list}
          loadError={t('provider.audit.loadError')}
          empty={t('provider.audit.empty')}
        />
        {data && data.items.length > 0 && (
          <>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('provider.audit.when')}</Table.Th>
                  <Table.Th>{t('provider.audit.action')}</Table.Th>
                  <Table.Th>{t('provider.audit.actor')}</Table.Th>
                  <Table.Th>{t('provider.audit.concerns')}</Table.Th>
                  <Table.Th>{t('provider.audit.module')}</Table.Th>
                  <Table.Th ta="right">{t('provider.audit.amount')}</Table.Th>
                  <Table.Th>{t('provider.audit.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(line.created_at, i18n.language)}
                    </Table.Td>
                    <Table.Td>{t(`provider.audit.actions.${line.action}`)}</Table.Td>
                    <Table.Td>{line.actor_name}</Table.Td>
                    <Table.Td>{line.user_name ?? '–'}</Table.Td>
                    <Table.Td>{line.module_name ?? '–'}</Table.Td>
                    <Table.Td ta="right">{line.amount === null ? '–' : number(line.amount)}</Table.Td>
                    <Table.Td>{line.reason ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <TablePager
              {...pagingOf(data)}
              onPageChange={(next) => change({ page: next })}
              label={t('provider.audit.pager')}
            />
          </>
        )}
      </Stack>
    </ProviderFrame>
  )
}
