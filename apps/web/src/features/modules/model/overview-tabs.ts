/** The overview's tabs in the spec's order (spec 2 §2): their index is what the URL and the setting hold. */
export const moduleTabs = ['active', 'available', 'own'] as const
export type ModuleTab = (typeof moduleTabs)[number]

const lastIndex = moduleTabs.length - 1
/** Spec 2 §2: "a value above 2 falls back to 1". */
const fallbackIndex = 1

/**
 * The tab a link asks for with `?defaultTabIndex=`: 0 to 2 as given, a larger number the spec's
 * fallback; null when the link asks for nothing usable (absent, negative, not a whole number), so
 * the tab the teacher chose last stays.
 */
export function tabIndexFromQuery(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null
  const index = Number(raw.trim())
  return index > lastIndex ? fallbackIndex : index
}

/** The saved tab, checked: a value written by an older version may no longer be a tab. */
export function savedTabIndex(saved: unknown): number {
  return typeof saved === 'number' && Number.isInteger(saved) && saved >= 0 && saved <= lastIndex ? saved : 0
}
