import { Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LoadErrorAlert } from '../../../components/load-error-alert'
import { decimalLocale } from '../../../lib/decimal-locale'
import { downloadProviderCsv, usePurchaseMonthsQuery } from '../api/provider-api'
import { CsvButton } from './csv-button'

/** Purchases per month (issue 38): count, free ones, crystals spent and credited to authors. */
export function PurchaseMonths() {
  const { t, i18n } = useTranslation()
  const months = usePurchaseMonthsQuery()
  const number = (value: number) => new Intl.NumberFormat(decimalLocale(i18n.language)).format(value)
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    )
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          {t('provider.crystals.purchases.title')}
        </Title>
        <CsvButton
          label={t('provider.crystals.purchases.export')}
          download={() => downloadProviderCsv('/provider/purchases.csv')}
        />
      </Group>
      <Text size="sm" c="dimmed" maw={760}>
        {t('provider.crystals.purchases.demoNote')}
      </Text>
      {months.isError && <LoadErrorAlert message={t('provider.crystals.loadError')} query={months} />}
      {!months.data && !months.isError && (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      )}
      {months.data?.length === 0 && <Text c="dimmed">{t('provider.crystals.purchases.empty')}</Text>}
      {months.data && months.data.length > 0 && (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('provider.crystals.purchases.month')}</Table.Th>
              <Table.Th ta="right">{t('provider.crystals.purchases.count')}</Table.Th>
              <Table.Th ta="right">{t('provider.crystals.purchases.free')}</Table.Th>
              <Table.Th ta="right">{t('provider.crystals.purchases.spent')}</Table.Th>
              <Table.Th ta="right">{t('provider.crystals.purchases.credited')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.data.map((month) => (
              <Table.Tr key={month.month}>
                <Table.Td>{monthName(month.month)}</Table.Td>
                <Table.Td ta="right">{number(month.purchases)}</Table.Td>
                <Table.Td ta="right">{number(month.free_purchases)}</Table.Td>
                <Table.Td ta="right">{number(month.crystals_spent)}</Table.Td>
                <Table.Td ta="right">{number(month.crystals_credited)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}
