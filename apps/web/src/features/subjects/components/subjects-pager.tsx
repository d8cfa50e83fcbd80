import { subjectPageSizes } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { TablePager } from '../../../components/table-pager'
import { isSubjectPageSize } from '../model/subject-paging'
import type { SubjectsView } from './use-subjects-view'

/**
 * Page size (5 to 100, docs/product/subjects-and-classes.md "Subjects"), the rows shown and the pages, in the
 * one pager of every table.
 */
export function SubjectsPager({ view }: { view: SubjectsView }) {
  const { t } = useTranslation()
  return (
    <TablePager
      page={view.page}
      pages={view.pages}
      onPageChange={view.setPage}
      range={{ ...view.range, total: view.total }}
      label={t('subjects.paging.label')}
      pageSize={{
        label: t('subjects.paging.pageSize'),
        value: view.size,
        options: subjectPageSizes,
        onChange: (size) => {
          if (isSubjectPageSize(size)) view.setSize(size)
        },
      }}
    />
  )
}
