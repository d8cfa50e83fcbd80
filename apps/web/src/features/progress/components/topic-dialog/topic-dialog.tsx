import { modalWidths, type ProgressTopic } from '@lernraster/shared'
import { Button, Group, Modal, Tabs, Text } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useTopicDialogQueries } from '../../api/topic-dialog-queries'
import { LazyPunchCardChart, LazyTopicStudentsChart } from '../charts/lazy-charts'
import { CheckStatisticsTab, useTopicHasCheck } from '../check-statistics/check-statistics-tab'
import { TopicBubbleTab } from './topic-bubble-tab'
import { TopicQuestionsTab } from './topic-questions-tab'
import { TopicRatingTab } from './topic-rating-tab'
import { TopicStatisticsTab } from './topic-statistics-tab'

type Props = {
  opened: boolean
  onClose: () => void
  eventId: number
  /** Kept while the dialog closes, so its content does not vanish during the transition. */
  topic: ProgressTopic | null
  /** column.row of the topic. */
  cell: string
  groupName: string
  /** Active students of the class: the bubbles' scale (docs/product/progress.md "Bubble chart"). */
  classSize: number
  /** The tab it opens on: the questions, or the teacher's rating for a topic the class has not rated. */
  initialTab?: 'questions' | 'rating'
  /** An archived class's run (issue 36): no 'Bewertung', whose every control writes. */
  readOnly?: boolean
}

/**
 * docs/product/progress.md "Topic statistics dialog": the topic's questions with the class's averages, the
 * students against their goals, and the punch card; issue 19 adds 'Bewertung', the teacher's rating, issue 37 'Lernkontrolle', its check's statistics. Mantine
 * renders only the active panel, so the dialog itself holds the four tabs' queries and asks for the charts'
 * code as it opens: every tab finds its data there, and a switch neither waits again nor aborts a request
 * (issue 31).
 */
export function TopicDialog(props: Props) {
  const {
    opened,
    onClose,
    eventId,
    topic,
    cell,
    groupName,
    classSize,
    initialTab = 'questions',
    readOnly,
  } = props
  const { t } = useTranslation()
  const shown = opened && topic !== null
  useTopicDialogQueries(eventId, shown ? topic.id : null)
  const hasCheck = useTopicHasCheck(eventId, shown ? topic.id : null)
  useEffect(() => {
    if (!shown) return
    // A failed chunk shows in the tab that needs it (lazyComponent asks again); nothing to say here.
    LazyPunchCardChart.preload().catch(() => undefined)
    LazyTopicStudentsChart.preload().catch(() => undefined)
  }, [shown])
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      size={modalWidths.topic}
      title={
        <Text fw={700} size="lg" component="span">
          {topic ? t('progressStats.topic.title', { cell, title: topic.title }) : ''}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {topic && (
        <Tabs key={`${topic.id}:${initialTab}`} defaultValue={initialTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="questions">{t('progressStats.topic.tabs.questions')}</Tabs.Tab>
            <Tabs.Tab value="statistics">{t('progressStats.topic.tabs.statistics')}</Tabs.Tab>
            <Tabs.Tab value="bubble">{t('progressStats.topic.tabs.bubble')}</Tabs.Tab>
            {!readOnly && <Tabs.Tab value="rating">{t('progressRatings.tab')}</Tabs.Tab>}
            {hasCheck && <Tabs.Tab value="check">{t('checkStatistics.tab')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="questions" pt="md">
            <TopicQuestionsTab eventId={eventId} topic={topic} cell={cell} groupName={groupName} />
          </Tabs.Panel>
          <Tabs.Panel value="statistics" pt="md">
            <TopicStatisticsTab eventId={eventId} topicId={topic.id} />
          </Tabs.Panel>
          <Tabs.Panel value="bubble" pt="md">
            <TopicBubbleTab eventId={eventId} topicId={topic.id} classSize={classSize} />
          </Tabs.Panel>
          {!readOnly && (
            <Tabs.Panel value="rating" pt="md">
              <TopicRatingTab eventId={eventId} topic={topic} />
            </Tabs.Panel>
          )}
          {hasCheck && (
            <Tabs.Panel value="check" pt="md">
              <CheckStatisticsTab eventId={eventId} topicId={topic.id} />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>
    </Modal>
  )
}
