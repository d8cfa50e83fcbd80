import type { CheckStatistics } from '@lernraster/shared'
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconClipboardCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../../components/empty-state'
import { formatCount } from '../../../../lib/count-format'
import { decimalLocale } from '../../../../lib/decimal-locale'
import { ItemStatisticsCard } from './item-statistics-card'
import { PassedWrongList } from './passed-wrong-list'

/** One number of the overview: a label, the number large, a line under it. */
function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={28} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  )
}

/** The check's pass rate and attempts, the items wrong among those who passed, and each item. */
export function CheckStatisticsView({ statistics }: { statistics: CheckStatistics }) {
  const { t, i18n } = useTranslation()
  const percent = (value: number) => t('checkStatistics.percent', { value })
  if (statistics.attempts === 0)
    return <EmptyState icon={<IconClipboardCheck size={28} />} text={t('checkStatistics.empty')} />
  // An average shows one decimal (docs/design.md "Numbers and dates"); the CSV keeps the server's two.
  const perStudent = new Intl.NumberFormat(decimalLocale(i18n.language), { maximumFractionDigits: 1 }).format(
    statistics.attempts_per_student,
  )
  const count = (value: number) => formatCount(value, i18n.language)
  return (
    <Stack gap="lg">
      <Text size="sm">{t('checkStatistics.intro')}</Text>
      <section aria-label={t('checkStatistics.summary.label')}>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Figure
            label={t('checkStatistics.summary.passRate')}
            value={percent(statistics.pass_rate)}
            note={t('checkStatistics.summary.passRateOf', {
              passed: statistics.passed_students,
              students: statistics.students,
            })}
          />
          <Figure label={t('checkStatistics.summary.students')} value={count(statistics.students)} />
          <Figure
            label={t('checkStatistics.summary.attempts')}
            value={count(statistics.attempts)}
            note={t('checkStatistics.summary.attemptsPerStudent', { value: perStudent })}
          />
          <Figure
            label={t('checkStatistics.summary.passMark')}
            value={percent(statistics.pass_mark)}
            note={t('checkStatistics.summary.passMarkHint')}
          />
        </SimpleGrid>
      </section>
      <PassedWrongList statistics={statistics} />
      <section aria-labelledby="check-statistics-items">
        <Title order={3} size="h4" id="check-statistics-items" mb="sm">
          {t('checkStatistics.items.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {statistics.items.map((item) => (
            <ItemStatisticsCard key={item.id} item={item} statistics={statistics} />
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  )
}
