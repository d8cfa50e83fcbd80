import { Center, Group, Loader, Stack, Switch, Text, VisuallyHidden } from '@mantine/core'
import { type ReactNode, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  /** The chart, whose code loads lazily: shown under Suspense. */
  chart: ReactNode
  /** The same figures as a table (docs/design.md "Status and colour": every chart has a table). */
  table: ReactNode
  /** A sentence on how to read the chart. */
  hint?: string
}

/** A chart with its table alternative, switched by 'Als Tabelle anzeigen'; the chart's code loads on first show. */
export function ChartOrTable({ chart, table, hint }: Props) {
  const { t } = useTranslation()
  const [asTable, setAsTable] = useState(false)
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {asTable ? '' : hint}
        </Text>
        <Switch
          label={t('progressStats.asTable')}
          checked={asTable}
          onChange={(event) => setAsTable(event.currentTarget.checked)}
          style={{ flex: 'none' }}
        />
      </Group>
      {asTable ? table : <Suspense fallback={<ChartLoader />}>{chart}</Suspense>}
    </Stack>
  )
}

function ChartLoader() {
  const { t } = useTranslation()
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('progressStats.chart.loading')}</VisuallyHidden>
    </Center>
  )
}
