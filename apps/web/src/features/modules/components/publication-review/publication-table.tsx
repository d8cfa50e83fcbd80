import { Anchor, Center, Loader, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LoadErrorAlert } from '../../../../components/load-error-alert'
import { formatDateTime } from '../../../../lib/date-format'
import { TakedownButton } from '../../../provider/components/takedown-button'
import { type QueueStatus, type ReviewFilters, usePublicationsQuery } from '../../api/publication-review'

/**
 * The queue of one status, filtered: what, by whom, when, a new version or not, the price and the
 * size; a listed one can be taken off the store (issue 38).
 */
export function PublicationTable({
  status,
  filters,
  onOpen,
}: {
  status: QueueStatus
  filters: ReviewFilters
  onOpen: (id: number, name: string) => void
}) {
  const { t, i18n } = useTranslation()
  const list = usePublicationsQuery(status, filters)
  if (list.isError) return <LoadErrorAlert message={t('publicationReview.loadError')} query={list} />
  if (!list.data) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    )
  }
  if (list.data.length === 0) return <Text c="dimmed">{t(`publicationReview.empty.${status}`)}</Text>
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '–')
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('publicationReview.columns.module')}</Table.Th>
          <Table.Th>{t('publicationReview.columns.author')}</Table.Th>
          <Table.Th>{t('publicationReview.columns.submitted')}</Table.Th>
          {status !== 'awaiting' && <Table.Th>{t('publicationReview.columns.reviewed')}</Table.Th>}
          <Table.Th>{t('publicationReview.columns.newVersion')}</Table.Th>
          <Table.Th ta="right">{t('publicationReview.columns.price')}</Table.Th>
          <Table.Th ta="right">{t('publicationReview.columns.size')}</Table.Th>
          {status === 'published' && <Table.Th aria-label={t('provider.takedown.action')} />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.data.map((item) => (
          <Table.Tr key={item.module_id}>
            <Table.Td>
              <Anchor
                component="button"
                ta="left"
                type="button"
                onClick={() => onOpen(item.module_id, item.name)}
                aria-label={t('publicationReview.open', { name: item.name })}
              >
                {item.name}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{`${item.author.firstname} ${item.author.lastname}`}</Text>
              <Text size="xs" c="dimmed">
                {item.author.email}
              </Text>
            </Table.Td>
            <Table.Td>{when(item.submitted_at)}</Table.Td>
            {status !== 'awaiting' && <Table.Td>{when(item.reviewed_at)}</Table.Td>}
            <Table.Td>
              {item.is_new_version ? t('publicationReview.yes') : t('publicationReview.no')}
            </Table.Td>
            <Table.Td ta="right">{t('publicationReview.crystals', { count: item.crystals })}</Table.Td>
            <Table.Td ta="right">{`${item.topics_count} / ${item.questions_count}`}</Table.Td>
            {status === 'published' && (
              <Table.Td ta="right">
                <TakedownButton moduleId={item.module_id} name={item.name} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
