import { subjectPageSizes } from '@lernraster/shared'
import { Group, NativeSelect, Pagination, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { isSubjectPageSize } from '../model/subject-paging'
import type { SubjectsView } from './use-subjects-view'

/** Page size (5 to 100, spec 1 §9), the rows shown and the pages. */
export function SubjectsPager({ view }: { view: SubjectsView }) {
  const { t } = useTranslation()
  const sizeId = useId()
  const labels = { previous: t('subjects.paging.previous'), next: t('subjects.paging.next') }
  return (
    <Group justify="space-between" gap="md" mt="md">
      <Group gap="sm">
        <Text component="label" htmlFor={sizeId} size="sm">
          {t('subjects.paging.pageSize')}
        </Text>
        <NativeSelect
          id={sizeId}
          size="sm"
          w={80}
          data={subjectPageSizes.map(String)}
          value={String(view.size)}
          onChange={(event) => {
            const size = Number(event.currentTarget.value)
            if (isSubjectPageSize(size)) view.setSize(size)
          }}
        />
        <Text size="sm" aria-live="polite">
          {t('subjects.paging.range', { ...view.range, total: view.total })}
        </Text>
      </Group>
      {view.pages > 1 && (
        <nav aria-label={t('subjects.paging.label')}>
          <Pagination
            total={view.pages}
            value={view.page}
            onChange={view.setPage}
            size="sm"
            getItemProps={(page) => ({ 'aria-label': t('subjects.paging.page', { page }) })}
            getControlProps={(control) =>
              control === 'previous' || control === 'next' ? { 'aria-label': labels[control] } : {}
            }
          />
        </nav>
      )}
    </Group>
  )
}
