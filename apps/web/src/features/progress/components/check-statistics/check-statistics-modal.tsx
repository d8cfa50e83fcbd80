import { modalWidths } from '@lernraster/shared'
import { Button, Group, Modal, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { LoadErrorAlert } from '../../../../components/load-error-alert'
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation'
import { TabLoadState } from '../topic-dialog/tab-load-state'
import { downloadCheckStatisticsCsv, useCheckStatistics } from './check-statistics-query'
import { CheckStatisticsView } from './check-statistics-view'

type Props = { eventId: number; topicId: number; heading: string; onClose: () => void }

/**
 * The statistics of a topic's check in the run (issue 37 item 4), as wide and as tall as the topic
 * dialog it opens from, which it covers while it is open.
 */
export function CheckStatisticsModal({ eventId, topicId, heading, onClose }: Props) {
  const { t } = useTranslation()
  const query = useCheckStatistics(eventId, topicId)
  const csv = useGuardedMutation({ mutationFn: () => downloadCheckStatisticsCsv(eventId, topicId) })
  const statistics = query.data
  return (
    <Modal
      opened
      onClose={onClose}
      size={modalWidths.topic}
      styles={{ content: { minHeight: 'calc(100dvh - 10dvh)' } }}
      title={
        <Text fw={700} size="lg" component="span">
          {heading}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('checkStatistics.back') }}
    >
      {query.isError ? (
        <LoadErrorAlert message={t('checkStatistics.loadError')} query={query} />
      ) : statistics === undefined ? (
        <TabLoadState query={query} />
      ) : statistics === null ? null : (
        <CheckStatisticsView statistics={statistics} />
      )}
      {csv.isError && (
        <Text c="red" role="alert" mt="md">
          {t('checkStatistics.csvError')}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        {statistics && statistics.attempts > 0 && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={csv.isPending}
            onClick={() => csv.mutate()}
          >
            {t('checkStatistics.csv')}
          </Button>
        )}
        <Button onClick={onClose}>{t('checkStatistics.back')}</Button>
      </Group>
    </Modal>
  )
}
