import { subjectDefaultPageSize, subjectPageSizes } from '@lernraster/shared'

export type SubjectPageSize = (typeof subjectPageSizes)[number]

export function isSubjectPageSize(value: number): value is SubjectPageSize {
  return (subjectPageSizes as readonly number[]).includes(value)
}

export const firstSubjectPage = { page: 1, size: subjectDefaultPageSize as SubjectPageSize }

/** An empty list still has one (empty) page, so "page 1 of 1" never turns into "page 1 of 0". */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

/** The page to show: a page that no longer exists (the last subject on it was deleted) becomes the last one. */
export function clampPage(page: number, total: number, size: number): number {
  return Math.min(Math.max(1, page), pageCount(total, size))
}

/** The entries of one page (1-based). */
export function pageOf<Item>(items: readonly Item[], page: number, size: number): Item[] {
  const start = (page - 1) * size
  return items.slice(start, start + size)
}

/** "11–13 of 13": the positions shown, 1-based; 0–0 on an empty list. */
export function rangeOf(page: number, size: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 }
  const from = (page - 1) * size + 1
  return { from, to: Math.min(total, from + size - 1) }
}

/** The page an entry stands on, so that a saved subject can be shown where it landed. */
export function pageContaining(index: number, size: number): number {
  return Math.floor(Math.max(0, index) / size) + 1
}

/** After a new page size, the page that still shows the first entry the teacher was looking at. */
export function pageAfterResize(page: number, oldSize: number, newSize: number): number {
  return pageContaining((page - 1) * oldSize, newSize)
}
