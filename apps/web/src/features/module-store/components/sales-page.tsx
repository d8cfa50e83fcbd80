import type { StoreSales } from '@lernraster/shared'
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { IconChartBar, IconDiamond, IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../../components/empty-state'
import { LoadErrorAlert } from '../../../components/load-error-alert'
import { PageFrame } from '../../../components/page-frame'
import { PageHeader } from '../../../components/page-header'
import { formatCount } from '../../../lib/count-format'
import { formatDate } from '../../../lib/date-format'
import { paths } from '../../../lib/paths'
import { useSalesQuery } from '../api/store-api'

/** Where an author publishes: the own modules' tab of the overview. */
const ownModules = `${paths.modules}?defaultTabIndex=2`

/**
 * /store/sales: an author's sales (issue 38, docs/product/store.md "For authors"): the totals, the last
 * 12 months, and each module line with its versions. Numbers only; buyers are not named.
 */
export function SalesPage() {
  const { t } = useTranslation()
  const sales = useSalesQuery()
  return (
    <PageFrame>
      <PageHeader
        title={t('moduleStore.sales.title')}
        description={t('moduleStore.sales.description')}
        back={{ to: paths.crystals, label: t('moduleStore.sales.back') }}
      />
      {sales.isError && <LoadErrorAlert message={t('moduleStore.sales.loadError')} query={sales} />}
      {sales.isPending && (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
      {sales.data && <SalesReport sales={sales.data} />}
    </PageFrame>
  )
}

function SalesReport({ sales }: { sales: StoreSales }) {
  const { t, i18n } = useTranslation()
  const number = (value: number) => formatCount(value, i18n.language)
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    )
  const busiest = Math.max(1, ...sales.months.map((month) => month.crystals))
  if (sales.lines.length === 0)
    return (
      <EmptyState
        icon={<IconChartBar size={28} />}
        text={t('moduleStore.sales.empty')}
        action={
          <Button component={Link} to={ownModules} variant="light">
            {t('moduleStore.sales.toModules')}
          </Button>
        }
      />
    )
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
        <Total label={t('moduleStore.sales.crystals')} value={number(sales.total_crystals)} diamond />
        <Total label={t('moduleStore.sales.purchases')} value={number(sales.total_purchases)} />
      </SimpleGrid>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} maw={720}>
        {t('moduleStore.sales.note')}
      </Alert>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('moduleStore.sales.byModule')}
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('moduleStore.sales.module')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('moduleStore.sales.buyers')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('moduleStore.sales.earned')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sales.lines.flatMap((line) => [
                <Table.Tr key={`line-${line.origin_module_id}`}>
                  <Table.Th scope="row" fw={600}>
                    {line.name}
                  </Table.Th>
                  <Table.Td ta="right" fw={600}>
                    {number(line.buyers)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {number(line.crystals)}
                  </Table.Td>
                </Table.Tr>,
                ...line.versions.map((version) => (
                  <Table.Tr key={`version-${version.module_id}`}>
                    <Table.Td pl="xl">
                      <Text size="sm" component="span">
                        {version.published_at
                          ? t('moduleStore.sales.version', {
                              date: formatDate(version.published_at, i18n.language),
                            })
                          : '–'}
                      </Text>{' '}
                      <Text size="xs" c="dimmed" component="span">
                        ({version.listed ? t('moduleStore.sales.listed') : t('moduleStore.sales.notListed')})
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{number(version.buyers)}</Table.Td>
                    <Table.Td ta="right">{number(version.crystals)}</Table.Td>
                  </Table.Tr>
                )),
              ])}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('moduleStore.sales.byMonth')}
        </Title>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('moduleStore.sales.month')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('moduleStore.sales.purchases')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('moduleStore.sales.earned')}
                </Table.Th>
                <Table.Th scope="col" w="35%">
                  <VisuallyHidden>{t('moduleStore.sales.earned')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...sales.months].reverse().map((month) => (
                <Table.Tr key={month.month}>
                  <Table.Th scope="row" fw={400}>
                    {monthName(month.month)}
                  </Table.Th>
                  <Table.Td ta="right">{number(month.purchases)}</Table.Td>
                  <Table.Td ta="right">{number(month.crystals)}</Table.Td>
                  <Table.Td>
                    {/* The bar repeats the number beside it for the eye; it says nothing of its own. */}
                    <Progress value={(month.crystals / busiest) * 100} size="sm" color="indigo" aria-hidden />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  )
}

function Total({ label, value, diamond = false }: { label: string; value: string; diamond?: boolean }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs">
        {diamond && <IconDiamond size={24} aria-hidden color="var(--mantine-color-indigo-7)" />}
        <Text fz={28} fw={700}>
          {value}
        </Text>
      </Group>
    </Paper>
  )
}
