import type { ActiveModule } from '@lernraster/shared'
import { Group, Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatAverage, formatPercent } from '../../model/number-format'

/**
 * Where the class stands, in one look, on running and finished cards (docs/product/runs.md "Active tab"):
 * share of questions rated, average grade, and how many students have begun.
 */
export function ProgressSummary({ activation }: { activation: ActiveModule }) {
  const { t, i18n } = useTranslation()
  const { progress } = activation
  const percent = formatPercent(progress.progress, i18n.language)
  const average = formatAverage(progress.average, i18n.language)
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{t('moduleActive.card.progress')}</Text>
        <Text size="sm" fw={600}>
          {percent}
        </Text>
      </Group>
      <Progress
        value={Math.min(100, Math.max(0, progress.progress))}
        size="sm"
        radius="xl"
        color="teal.8"
        aria-label={t('moduleActive.card.progressOf', { group: activation.group.name, percent })}
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{t('moduleActive.card.average')}</Text>
        <Text size="sm" fw={average ? 600 : undefined} c={average ? undefined : 'dimmed'}>
          {average ?? t('moduleActive.card.noAverage')}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('moduleActive.card.started', {
          count: progress.students_started,
          started: progress.students_started,
          students: progress.students,
        })}
      </Text>
    </Stack>
  )
}
