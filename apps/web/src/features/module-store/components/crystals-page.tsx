import type { CrystalEntry } from '@lernraster/shared'
import { Button, Center, Group, Loader, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { IconChartBar, IconDiamond } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadErrorAlert } from '../../../components/load-error-alert'
import { PageFrame } from '../../../components/page-frame'
import { PageHeader } from '../../../components/page-header'
import { formatDateTime } from '../../../lib/date-format'
import { decimalLocale } from '../../../lib/decimal-locale'
import { paths } from '../../../lib/paths'
import { useCrystalHistoryQuery } from '../api/store-api'
import { signedAmount } from '../model/crystal-entry'

/** /store/crystals: the balance and every change of it, newest first, 10 per page (issue 14). */
export function CrystalsPage() {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(1)
  const history = useCrystalHistoryQuery(page)
  const number = (value: number) => new Intl.NumberFormat(decimalLocale(i18n.language)).format(value)
  const data = history.data
  /** What happened, in words: the start amount, a purchase or sale of a module, a grant or correction with its reason. */
  const whatOf = (entry: CrystalEntry) => {
    const module = entry.module_name ?? '–'
    if (entry.kind === 'purchase') return t('moduleStore.crystals.kind.purchase', { module })
    if (entry.kind === 'sale') return t('moduleStore.crystals.kind.sale', { module })
    // Before decision 054 a correction was written as a negative grant: the sign tells them apart.
    const correction = entry.kind === 'correction' || (entry.kind === 'grant' && entry.amount < 0)
    if (correction) return t('moduleStore.crystals.kind.correction', { reason: entry.reason ?? '' })
    if (entry.kind === 'grant') return t('moduleStore.crystals.kind.grant', { reason: entry.reason ?? '' })
    return t('moduleStore.crystals.kind.start')
  }
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1

  return (
    <PageFrame>
      <PageHeader
        title={t('moduleStore.crystals.title')}
        description={t('moduleStore.crystals.description')}
        back={{ to: paths.store, label: t('moduleStore.crystals.back') }}
        action={
          <Button
            component={Link}
            to={paths.storeSales}
            variant="light"
            leftSection={<IconChartBar size={18} aria-hidden />}
          >
            {t('moduleStore.sales.link')}
          </Button>
        }
      />
      {history.isError && <LoadErrorAlert message={t('moduleStore.crystals.loadError')} query={history} />}
      {!data && !history.isError && (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
      {data && (
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md" maw={360}>
            <Text size="sm" c="dimmed">
              {t('moduleStore.crystals.balance')}
            </Text>
            <Group gap="xs">
              <IconDiamond size={28} aria-hidden color="var(--mantine-color-indigo-7)" />
              <Text fz={32} fw={700}>
                {t('moduleStore.balance', { count: data.balance, formatted: number(data.balance) })}
              </Text>
            </Group>
          </Paper>
          <Title order={2} size="h4">
            {t('moduleStore.crystals.history')}
          </Title>
          {data.items.length === 0 ? (
            <Text c="dimmed">{t('moduleStore.crystals.empty')}</Text>
          ) : (
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('moduleStore.crystals.date')}</Table.Th>
                  <Table.Th>{t('moduleStore.crystals.what')}</Table.Th>
                  <Table.Th ta="right">{t('moduleStore.crystals.amount')}</Table.Th>
                  <Table.Th ta="right">{t('moduleStore.crystals.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((entry) => {
                  return (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{formatDateTime(entry.created_at, i18n.language)}</Table.Td>
                      <Table.Td>{whatOf(entry)}</Table.Td>
                      <Table.Td ta="right" fw={600} c={entry.amount < 0 ? 'red.9' : 'teal.9'}>
                        {signedAmount(entry.amount, number)}
                      </Table.Td>
                      <Table.Td ta="right">{number(entry.balance_after)}</Table.Td>
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
          )}
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          )}
        </Stack>
      )}
    </PageFrame>
  )
}
