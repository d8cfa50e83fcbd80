import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useTopicUsers } from '../../api/progress-api'
import { topicStudentLines } from '../../model/topic-students'
import { ChartOrTable } from '../charts/chart-or-table'
import { LazyTopicStudentsChart } from '../charts/lazy-charts'
import { TabLoadState } from './tab-load-state'
import { TopicStudentsTable } from './topic-students-table'

/** 'Statistiken': each student's average against their goal, as a bar chart or a table. */
export function TopicStatisticsTab({ eventId, topicId }: { eventId: number; topicId: number }) {
  const { t } = useTranslation()
  const query = useTopicUsers(eventId, topicId)
  if (!query.isSuccess) return <TabLoadState query={query} />
  const lines = topicStudentLines(query.data)
  if (lines.length === 0) return <Text c="dimmed">{t('progressStats.topic.students.empty')}</Text>
  return (
    <ChartOrTable
      hint={t('progressStats.topic.students.chartHint')}
      chart={<LazyTopicStudentsChart lines={lines} />}
      table={<TopicStudentsTable lines={lines} />}
    />
  )
}
