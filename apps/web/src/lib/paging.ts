/** Client-side pages of a list the server sends whole (subjects, classes); pages are 1-based. */

/** An empty list still has one (empty) page, so "page 1 of 1" never turns into "page 1 of 0". */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

/** A page that exists: one that no longer does (its last entry was deleted) becomes the last one. */
export function clampPage(page: number, total: number, size: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, size))
}

/** The entries of a page; a page beyond the end shows the last one rather than nothing. */
export function pageItems<Item>(items: readonly Item[], page: number, size: number): Item[] {
  const start = (clampPage(page, items.length, size) - 1) * size
  return items.slice(start, start + size)
}

/** "11–13 of 13": the positions shown, 1-based; 0–0 on an empty list. */
export function rangeOf(page: number, size: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 }
  const from = (page - 1) * size + 1
  return { from, to: Math.min(total, from + size - 1) }
}

/** The page an entry stands on, so that a saved entry can be shown where it landed. */
export function pageContaining(index: number, size: number): number {
  return Math.floor(Math.max(0, index) / size) + 1
}

/** After a new page size, the page that still shows the first entry the teacher was looking at. */
export function pageAfterResize(page: number, oldSize: number, newSize: number): number {
  return pageContaining((page - 1) * oldSize, newSize)
}
