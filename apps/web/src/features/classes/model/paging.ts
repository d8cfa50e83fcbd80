/** Client-side pages of a list the server sends whole (the classes screen, spec 1 §9: 20 per page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** A page number that exists, e.g. after the last class of the last page has gone. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, pageSize))
}

/** The items of a 1-based page. */
export function pageItems<Item>(items: readonly Item[], page: number, pageSize: number): Item[] {
  const start = (clampPage(page, items.length, pageSize) - 1) * pageSize
  return items.slice(start, start + pageSize)
}

/** The page on which the item at `index` stands, so a new class can be shown where it landed. */
export function pageOfIndex(index: number, pageSize: number): number {
  return index < 0 ? 1 : Math.floor(index / pageSize) + 1
}
