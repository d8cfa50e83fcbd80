import type { PlannedState, PlannedType } from '@lernraster/shared'
import type { ClientState } from '../../../lib/client-state'

export type PagingKey = keyof ClientState['paging']

/**
 * The persisted page of each of the four lists (docs/product/subjects-and-classes.md "Homework and exams":
 * openHomeworks, closedExams, ...).
 */
export function pagingKeyOf(type: PlannedType, state: PlannedState): PagingKey {
  return `${state}${type === 'homework' ? 'Homeworks' : 'Exams'}` as PagingKey
}

/** The tab the page opens on: the one the teacher left, homework when nothing (or nonsense) was saved. */
export function plannedTabOf(saved: string | null): PlannedType {
  return saved === 'exam' ? 'exam' : 'homework'
}

/** The key of the opened exam rows among the persisted opened details. */
export const openedExamsKey = 'planningExams'

/** Opens a closed row and closes an open one; the list keeps the order they were opened in. */
export function toggledIds(ids: readonly number[] | undefined, id: number): number[] {
  const current = ids ?? []
  return current.includes(id) ? current.filter((open) => open !== id) : [...current, id]
}
