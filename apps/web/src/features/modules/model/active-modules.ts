import { type ActiveModule, ModuleStatus, truncation } from '@lernraster/shared'
import { truncateText } from '../../../lib/truncate'

/** Which activations the Active tab shows: its two checkboxes (docs/product/runs.md "Active tab"). */
export type ActiveFilter = { active: boolean; finished: boolean }
/** docs/product/runs.md "Active tab": 'Aktive' checked, 'Abgeschlossene' not. */
export const defaultActiveFilter: ActiveFilter = { active: true, finished: false }

/** The saved filter, checked: a value written by an older version falls back to the default. */
export function checkedActiveFilter(saved: unknown): ActiveFilter {
  if (typeof saved !== 'object' || saved === null) return defaultActiveFilter
  const { active, finished } = saved as Record<string, unknown>
  if (typeof active !== 'boolean' || typeof finished !== 'boolean') return defaultActiveFilter
  return { active, finished }
}

/**
 * Status 4 is finished: the list's switch is on, the card looks switched off (docs/product/runs.md
 * "Active tab").
 */
export function isFinished(activation: Pick<ActiveModule, 'status_id'>): boolean {
  return activation.status_id === ModuleStatus.finished
}

/**
 * The combined list the checkboxes filter: the running ones first, then the finished, each in the
 * server's order (newest activation first).
 */
export function shownActivations(
  active: readonly ActiveModule[],
  finished: readonly ActiveModule[],
  filter: ActiveFilter,
): ActiveModule[] {
  return [...(filter.active ? active : []), ...(filter.finished ? finished : [])]
}

/** The list's subject: 'token - title', cut to 50 characters (docs/product/runs.md "Active tab"). */
export function subjectLabel(subject: ActiveModule['subject']): string {
  return truncateText(`${subject.token} - ${subject.title}`, truncation.listSubject)
}
