/**
 * The overview's tabs in their order (docs/product/modules.md "The overview"): their index is what the URL
 * and the setting hold.
 */
export const moduleTabs = ['active', 'available', 'own'] as const
export type ModuleTab = (typeof moduleTabs)[number]

const lastIndex = moduleTabs.length - 1
/** docs/product/modules.md "The overview": a value above 2 falls back to 1. */
const fallbackIndex = 1

/**
 * The tab a link asks for with `?defaultTabIndex=`: 0 to 2 as given; anything else the link says
 * (a larger number, a negative one, a word) the fallback, 'Verfügbare Module'. Null only when
 * the link asks for nothing, so the tab the teacher chose last stays.
 */
export function tabIndexFromQuery(raw: string | null): number | null {
  if (raw === null) return null
  const text = raw.trim()
  if (!/^\d+$/.test(text)) return fallbackIndex
  const index = Number(text)
  return index > lastIndex ? fallbackIndex : index
}

/** The saved tab, checked: a value written by an older version may no longer be a tab. */
export function savedTabIndex(saved: unknown): number {
  return typeof saved === 'number' && Number.isInteger(saved) && saved >= 0 && saved <= lastIndex ? saved : 0
}

/**
 * A tab's count (docs/product/modules.md "The overview"): the length of its list, or the sum of its lists
 * (the Active tab counts active and finished). Null until every list it counts has arrived: a "(0)" would
 * claim something nobody has checked.
 */
export function tabCount(...lists: (readonly unknown[] | undefined)[]): number | null {
  let total = 0
  for (const list of lists) {
    if (list === undefined) return null
    total += list.length
  }
  return total
}
