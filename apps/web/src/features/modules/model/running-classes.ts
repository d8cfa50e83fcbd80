import { ModuleStatus, type OwnModuleSummary, truncation } from '@lernraster/shared'
import { truncateText } from '../../../lib/truncate'

/** More names would push the card's actions down; the rest is counted ("und 2 weiteren Klassen"). */
export const runningClassesShown = 3

/**
 * Where an own module runs, as the card and the row say it (issue 31): the classes by name in their
 * natural order (7a before 10a), each cut to the spec's 20 characters, joined as the language joins a
 * list ("7a, 7b und 8c"); beyond three, the rest as a number. Null when it runs nowhere.
 */
export function runningClasses(
  names: readonly string[],
  language: string,
): { classes: string; more: number } | null {
  if (names.length === 0) return null
  const sorted = [...names].sort(new Intl.Collator(language, { numeric: true }).compare)
  const shown = sorted.slice(0, runningClassesShown).map((name) => truncateText(name, truncation.className))
  const more = sorted.length - shown.length
  // With a rest the list ends in "und N weiteren", so the names themselves are only separated by commas.
  const classes =
    more > 0 ? shown.join(', ') : new Intl.ListFormat(language, { type: 'conjunction' }).format(shown)
  return { classes, more }
}

/**
 * The status an own card shows. A draft running in a class is active there (decision 016 keeps the
 * module a draft and the run in its own table), so it no longer reads "Entwurf". A draft the store
 * lists (a version of it is published, docs/product/store.md "Publication states") reads
 * "Veröffentlicht": the original stays a draft internally, but "Entwurf" beside "Store: Veröffentlicht"
 * would contradict it (issue 38). Running wins: where it runs is what the teacher acts on.
 */
export function ownCardStatusId(
  module: Pick<OwnModuleSummary, 'status_id' | 'running_in' | 'publication'>,
): number {
  if (module.status_id !== ModuleStatus.draft) return module.status_id
  if (module.running_in.length > 0) return ModuleStatus.active
  // The store lists a version exactly when `store_module_id` names it; a published copy taken off the
  // store (decision 054) is no longer "Veröffentlicht".
  const inStore = (module.publication?.store_module_id ?? null) !== null
  return inStore ? ModuleStatus.published : ModuleStatus.draft
}
