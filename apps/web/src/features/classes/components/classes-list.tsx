import { classesPageSize, type Group, type GroupUser } from '@lernraster/shared'
import { Alert, Button, Center, Pagination, Stack } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/empty-state'
import { PageLoader } from '../../../components/page-loader'
import { clampPage, pageCount, pageItems } from '../../../lib/paging'
import { useGroupsQuery } from '../api/list-groups'
import { ClassesTable } from './classes-table'

type Props = {
  page: number
  onPageChange: (page: number) => void
  onEdit: (group: Group) => void
  onStatistics: (student: GroupUser, groupId: number) => void
}

/** The classes, 20 to a page (spec 1 §9), or why there are none to show. */
export function ClassesList({ page, onPageChange, onEdit, onStatistics }: Props) {
  const { t } = useTranslation()
  const groups = useGroupsQuery()

  if (groups.isPending) return <PageLoader />
  if (groups.isError) {
    return (
      <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          {t('classes.loadError')}
          <Button size="xs" variant="default" onClick={() => void groups.refetch()}>
            {t('classes.retry')}
          </Button>
        </Stack>
      </Alert>
    )
  }
  if (groups.data.length === 0) {
    return <EmptyState title={t('classes.empty.title')} text={t('classes.empty.text')} />
  }

  const total = pageCount(groups.data.length, classesPageSize)
  const current = clampPage(page, groups.data.length, classesPageSize)
  return (
    <Stack gap="md">
      <ClassesTable
        groups={pageItems(groups.data, current, classesPageSize)}
        onEdit={onEdit}
        onStatistics={onStatistics}
      />
      {total > 1 && (
        <Center component="nav" aria-label={t('classes.list.pages')}>
          <Pagination
            total={total}
            value={current}
            onChange={onPageChange}
            getItemProps={(item) => ({ 'aria-label': t('classes.list.page', { page: item }) })}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('classes.list.previousPage') }
                : control === 'next'
                  ? { 'aria-label': t('classes.list.nextPage') }
                  : {}
            }
          />
        </Center>
      )}
    </Stack>
  )
}
