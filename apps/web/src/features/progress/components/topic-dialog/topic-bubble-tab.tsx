import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useTopicChart } from '../../api/progress-api'
import { maxBubbleRadius, type PunchRow, punchCardRows, shareBubbleRadius } from '../../model/bubble-points'
import { ChartOrTable } from '../charts/chart-or-table'
import { LazyPunchCardChart } from '../charts/lazy-charts'
import { PunchCardTable } from '../charts/punch-card-table'
import { TabLoadState } from './tab-load-state'

type Props = { eventId: number; topicId: number; classSize: number }

/** A topic has a few questions: rows of 56 px, bubbles up to 26 px in radius. */
const rowHeight = 56

/** 'Bubble Chart': the topic's punch card, bubbles by their share of the class (decision 017). */
export function TopicBubbleTab({ eventId, topicId, classSize }: Props) {
  const { t } = useTranslation()
  const query = useTopicChart(eventId, topicId)
  if (!query.isSuccess) return <TabLoadState query={query} />
  const rows = punchCardRows(query.data.questions)
  if (rows.every((row) => row.ratings === 0)) return <Text c="dimmed">{t('progressStats.chart.empty')}</Text>
  const rowLabel = (row: PunchRow) => `${t('progressStats.chart.question')} ${row.number}`
  return (
    <ChartOrTable
      hint={t('progressStats.topic.bubble.hint')}
      chart={
        <LazyPunchCardChart
          rows={rows}
          radiusOf={shareBubbleRadius(classSize, maxBubbleRadius(rowHeight))}
          rowLabel={rowLabel}
          withTopic={false}
          rowHeight={rowHeight}
          label={t('progressStats.chart.table.caption')}
        />
      }
      table={<PunchCardTable rows={rows} rowLabel={rowLabel} withTopic={false} />}
    />
  )
}
