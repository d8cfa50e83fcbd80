import type { PlannedEvent, PlannedState, PlannedType } from '@lernraster/shared'
import { Stack, Table, Text, Title } from '@mantine/core'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadErrorAlert } from '../../../components/load-error-alert'
import { PageLoader } from '../../../components/page-loader'
import { TablePager } from '../../../components/table-pager'
import { useClientState } from '../../../lib/client-state'
import { clampPage, pageCount, rangeOf } from '../../../lib/paging'
import { usePlannedPageQuery } from '../api/planned-events'
import { openedExamsKey, pagingKeyOf, toggledIds } from '../model/planning-view'
import { PlannedRow } from './planned-row'

type Props = {
  type: PlannedType
  state: PlannedState
  onMove: (event: PlannedEvent) => void
  onRemove: (event: PlannedEvent) => void
}

const listName = (type: PlannedType, state: PlannedState) =>
  `${type}${state === 'open' ? 'Open' : 'Closed'}` as const

/** One of the four lists (open or closed homework or exams), 10 per page, the page kept between visits. */
export function PlannedSection({ type, state, onMove, onRemove }: Props) {
  const { t } = useTranslation()
  const headingId = useId()
  const pagingKey = pagingKeyOf(type, state)
  const paging = useClientState((client) => client.paging[pagingKey])
  const opened = useClientState((client) => client.openedDetails[openedExamsKey])
  const update = useClientState((client) => client.update)
  const query = usePlannedPageQuery(type, state, paging.page)
  const isExam = type === 'exam'

  const setPage = (page: number) => {
    const all = useClientState.getState()
    update({ paging: { ...all.paging, [pagingKey]: { ...all.paging[pagingKey], page } } })
  }
  const toggle = (id: number) => {
    const all = useClientState.getState().openedDetails
    update({ openedDetails: { ...all, [openedExamsKey]: toggledIds(all[openedExamsKey], id) } })
  }

  // The last row of the last page was deleted (or closed meanwhile): show the page that still exists.
  const total = query.data?.total
  const perPage = query.data?.per_page ?? paging.perPage
  useEffect(() => {
    if (total === undefined) return
    const page = clampPage(paging.page, total, perPage)
    if (page !== paging.page) setPage(page)
  })

  const name = listName(type, state)
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t(`planning.sections.${state}`)}
      </Title>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <LoadErrorAlert message={t('planning.loadError')} query={query} />
      ) : query.data.total === 0 ? (
        <Text size="sm" c="dimmed" data-testid={`empty-${name}`}>
          {t(`planning.empty.${name}`)}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    {t(isExam ? 'planning.columns.examDate' : 'planning.columns.homeworkDate')}
                  </Table.Th>
                  <Table.Th>{t('planning.columns.group')}</Table.Th>
                  <Table.Th>{t('planning.columns.subject')}</Table.Th>
                  <Table.Th>{t('planning.columns.topic')}</Table.Th>
                  <Table.Th>
                    {t(isExam ? 'planning.columns.examDone' : 'planning.columns.homeworkDone')}
                  </Table.Th>
                  <Table.Th ta="right">{t('planning.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((event) => (
                  <PlannedRow
                    key={event.id}
                    event={event}
                    isExam={isExam}
                    expanded={opened?.includes(event.id) ?? false}
                    onToggle={() => toggle(event.id)}
                    onMove={() => onMove(event)}
                    onRemove={() => onRemove(event)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <TablePager
            page={query.data.page}
            pages={pageCount(query.data.total, perPage)}
            onPageChange={setPage}
            range={{ ...rangeOf(query.data.page, perPage, query.data.total), total: query.data.total }}
            label={t(`planning.paging.${name}`)}
          />
        </>
      )}
    </Stack>
  )
}
