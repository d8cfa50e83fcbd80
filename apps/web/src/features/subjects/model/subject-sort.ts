import type { Subject } from '@lernraster/shared'

export type SubjectColumn = 'title' | 'token'
/** The values of `aria-sort`, so the table header can say them as they are. */
export type SortDirection = 'ascending' | 'descending'
export type SubjectSort = { column: SubjectColumn; direction: SortDirection }

/** The list opens sorted by title (docs/product/subjects-and-classes.md "Subjects"). */
export const defaultSubjectSort: SubjectSort = { column: 'title', direction: 'ascending' }

const otherColumn: Record<SubjectColumn, SubjectColumn> = { title: 'token', token: 'title' }

/**
 * German collation, so that Ökonomie stands beside Musik rather than after Zeichnen. Ties fall back
 * to the other column and then the id, so equal titles keep one order between renders.
 */
export function sortSubjects(subjects: readonly Subject[], sort: SubjectSort): Subject[] {
  const sign = sort.direction === 'ascending' ? 1 : -1
  const other = otherColumn[sort.column]
  return [...subjects].sort(
    (a, b) =>
      sign * a[sort.column].localeCompare(b[sort.column], 'de') ||
      a[other].localeCompare(b[other], 'de') ||
      a.id - b.id,
  )
}

/** The sort saved in the browser, if it still is one (else the default). */
export function restoreSubjectSort(saved: { sortColumn?: string; sortDirection?: string }): SubjectSort {
  const column = saved.sortColumn === 'title' || saved.sortColumn === 'token' ? saved.sortColumn : undefined
  const direction =
    saved.sortDirection === 'ascending' || saved.sortDirection === 'descending'
      ? saved.sortDirection
      : undefined
  return column && direction ? { column, direction } : defaultSubjectSort
}

/** A click on the sorted column turns its direction; a click on the other column sorts by it, ascending. */
export function nextSort(current: SubjectSort, column: SubjectColumn): SubjectSort {
  if (current.column !== column) return { column, direction: 'ascending' }
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
}
