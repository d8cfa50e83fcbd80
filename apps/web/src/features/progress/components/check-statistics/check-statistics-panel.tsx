import { Button, Group, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { LoadErrorAlert } from '../../../../components/load-error-alert'
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation'
import { TabLoadState } from '../topic-dialog/tab-load-state'
import { downloadCheckStatisticsCsv, useCheckStatistics } from './check-statistics-query'
import { CheckStatisticsView } from './check-statistics-view'

type Props = { eventId: number; topicId: number }

/** The statistics of a topic's check in the run (issue 37 item 4), with their CSV. */
export function CheckStatisticsPanel({ eventId, topicId }: Props) {
  const { t } = useTranslation()
  const query = useCheckStatistics(eventId, topicId)
  const csv = useGuardedMutation({ mutationFn: () => downloadCheckStatisticsCsv(eventId, topicId) })
  const statistics = query.data
  return (
    <>
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
      {statistics && statistics.attempts > 0 && (
        <Group justify="flex-start" mt="lg">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={csv.isPending}
            onClick={() => csv.mutate()}
          >
            {t('checkStatistics.csv')}
          </Button>
        </Group>
      )}
    </>
  )
}
