import { Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { BubblePoint } from '../../model/bubble-points'
import { formatGrade } from '../../model/student-format'

/**
 * A bubble's tooltip (docs/product/progress.md "Bubble chart"): 'Question n, Avg is x of y Users' (English
 * pack; German in the German pack), with the question's title, and in the event's chart its topic.
 */
export function PunchCardTooltip({
  point,
  withTopic,
}: {
  point: BubblePoint | undefined
  withTopic: boolean
}) {
  const { t, i18n } = useTranslation()
  if (!point) return null
  const { row } = point
  return (
    <Paper withBorder shadow="md" p="xs" radius="sm" maw={320}>
      {withTopic && (
        <Text size="xs" c="dimmed">
          {row.cell} {row.question.topic_name}
        </Text>
      )}
      <Text size="sm" fw={600}>
        {t('progressStats.chart.tooltip', {
          n: row.number,
          x: formatGrade(point.x, i18n.language),
          y: point.count,
        })}
      </Text>
      <Text size="xs" lineClamp={2}>
        {row.question.title}
      </Text>
    </Paper>
  )
}
