import { classesPageSize } from '@lernraster/shared'
import { Alert, Button, Stack } from '@mantine/core'
import { IconAlertCircle, IconPlus, IconUsersGroup } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/empty-state'
import { PageLoader } from '../../../components/page-loader'
import { TablePager } from '../../../components/table-pager'
import { clampPage, pageCount, pageItems, rangeOf } from '../../../lib/paging'
import { useGroupsQuery } from '../api/list-groups'
import type { ClassActions } from './class-row'
import { ClassesTable } from './classes-table'

type Props = {
  page: number
  onPageChange: (page: number) => void
  onCreate: () => void
  actions: ClassActions
}

/**
 * The classes, 20 to a page (docs/product/subjects-and-classes.md "Classes"), or why there are none to show.
 */
export function ClassesList({ page, onPageChange, onCreate, actions }: Props) {
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
    return (
      <EmptyState
        icon={<IconUsersGroup size={30} />}
        text={t('classes.empty')}
        action={
          <Button leftSection={<IconPlus size={18} aria-hidden />} aria-haspopup="dialog" onClick={onCreate}>
            {t('classes.newClass')}
          </Button>
        }
      />
    )
  }

  const total = groups.data.length
  const current = clampPage(page, total, classesPageSize)
  return (
    <Stack gap={0}>
      <ClassesTable groups={pageItems(groups.data, current, classesPageSize)} actions={actions} />
      <TablePager
        page={current}
        pages={pageCount(total, classesPageSize)}
        onPageChange={onPageChange}
        range={{ ...rangeOf(current, classesPageSize, total), total }}
        label={t('classes.list.pages')}
      />
    </Stack>
  )
}
