import type { Subject } from '@lernraster/shared'
import { useMemo, useState } from 'react'
import {
  clampPage,
  pageAfterResize,
  pageContaining,
  pageCount,
  pageItems,
  rangeOf,
} from '../../../lib/paging'
import { firstSubjectPage, type SubjectPageSize } from '../model/subject-paging'
import { defaultSubjectSort, nextSort, type SubjectColumn, sortSubjects } from '../model/subject-sort'

/** The table's sort and page over the subjects; kept for the visit, not across visits. */
export function useSubjectsView(subjects: readonly Subject[]) {
  const [sort, setSort] = useState(defaultSubjectSort)
  const [paging, setPaging] = useState(firstSubjectPage)
  const [revealId, setRevealId] = useState<number | null>(null)
  const sorted = useMemo(() => sortSubjects(subjects, sort), [subjects, sort])

  // A subject just saved is shown where it landed in the order, even on another page.
  if (revealId !== null) {
    setRevealId(null)
    const index = sorted.findIndex((subject) => subject.id === revealId)
    if (index >= 0) setPaging((current) => ({ ...current, page: pageContaining(index, current.size) }))
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
    sortBy: (column: SubjectColumn) => {
      setSort((current) => nextSort(current, column))
      setPaging((current) => ({ ...current, page: 1 }))
    },
    setPage: (next: number) => setPaging((current) => ({ ...current, page: next })),
    setSize: (size: SubjectPageSize) =>
      setPaging((current) => ({ size, page: pageAfterResize(page, current.size, size) })),
    reveal: (id: number) => setRevealId(id),
  }
}

export type SubjectsView = ReturnType<typeof useSubjectsView>
