import type { Subject } from '@lernraster/shared'
import { useMemo, useState } from 'react'
import { useClientState } from '../../../lib/client-state'
import {
  clampPage,
  pageAfterResize,
  pageContaining,
  pageCount,
  pageItems,
  rangeOf,
} from '../../../lib/paging'
import { restoreSubjectPaging, type SubjectPageSize } from '../model/subject-paging'
import {
  nextSort,
  restoreSubjectSort,
  type SubjectColumn,
  type SubjectSort,
  sortSubjects,
} from '../model/subject-sort'

const tableKey = 'subjects'

/** The table's sort, page size and page over the subjects, kept in the browser between visits. */
export function useSubjectsView(subjects: readonly Subject[]) {
  const saved = useClientState((state) => state.tables[tableKey]) ?? {}
  const setTable = useClientState((state) => state.setTable)
  const sort = restoreSubjectSort(saved)
  const paging = restoreSubjectPaging(saved)
  const save = (next: { sort?: SubjectSort; size?: SubjectPageSize; page?: number }) => {
    const merged = { sort: next.sort ?? sort, size: next.size ?? paging.size, page: next.page ?? paging.page }
    setTable(tableKey, {
      sortColumn: merged.sort.column,
      sortDirection: merged.sort.direction,
      pageSize: merged.size,
      page: merged.page,
    })
  }
  const [revealId, setRevealId] = useState<number | null>(null)
  const { column, direction } = sort
  const sorted = useMemo(() => sortSubjects(subjects, { column, direction }), [subjects, column, direction])

  // A subject just saved is shown where it landed in the order, even on another page.
  if (revealId !== null) {
    setRevealId(null)
    const index = sorted.findIndex((subject) => subject.id === revealId)
    if (index >= 0) save({ page: pageContaining(index, paging.size) })
  }

  const total = sorted.length
  // After a delete the page shown may no longer exist; the last page takes its place.
  const page = clampPage(paging.page, total, paging.size)
  return {
    sort,
    page,
    size: paging.size,
    total,
    pages: pageCount(total, paging.size),
    range: rangeOf(page, paging.size, total),
    rows: pageItems(sorted, page, paging.size),
    sortBy: (column: SubjectColumn) => save({ sort: nextSort(sort, column), page: 1 }),
    setPage: (next: number) => save({ page: next }),
    setSize: (size: SubjectPageSize) => save({ size, page: pageAfterResize(page, paging.size, size) }),
    reveal: (id: number) => setRevealId(id),
  }
}

export type SubjectsView = ReturnType<typeof useSubjectsView>
