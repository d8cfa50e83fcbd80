import type { ActiveModule } from '@lernraster/shared'
import { paths } from './paths'

/*
 * The links to the progress screens (docs/product/modules.md "Screens") and their reading back: the Active
 * tab builds them, the progress screens build and read them, so they live below both features.
 */

type Target = Pick<ActiveModule, 'module_id' | 'event_id'>
const withTarget = (path: string, { module_id, event_id }: Target) =>
  `${path}?${new URLSearchParams({ module_id: String(module_id), event_id: String(event_id) })}`

/** The students screen (Lernendenübersicht) with module_id and event_id. */
export const studentsProgressOf = (activation: Target) => withTarget(paths.progressStudents, activation)
/** The statistics (Statistik) with module_id and event_id. */
export const progressOf = (activation: Target) => withTarget(paths.progress, activation)

/** Issue 19: self-rating against the teacher's rating, with module_id and event_id. */
export const calibrationOf = (activation: Target) => withTarget(paths.progressCalibration, activation)

/** The module and event a progress link names; null when either is missing or no id. */
export function progressTarget(query: URLSearchParams): { moduleId: number; eventId: number } | null {
  const id = (name: string) => {
    const raw = query.get(name)
    return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
  }
  const moduleId = id('module_id')
  const eventId = id('event_id')
  return moduleId === null || eventId === null ? null : { moduleId, eventId }
}
