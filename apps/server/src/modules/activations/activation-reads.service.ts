import {
  type ActiveModule,
  type EventDetail,
  type EventEvaluation,
  ModuleStatus,
  type ModuleStatusId,
  moduleStatusNames,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { sortGerman } from '../../lib/german-order'
import { storedPath } from '../core/file-store'
import { type ActiveModuleRow, listActivations } from './active-list.repo'
import { readEventDetail, readEventEvaluations } from './event-reads.repo'

function toActiveModule(row: ActiveModuleRow): ActiveModule {
  const { cover_file_id, ...fields } = row
  return {
    ...fields,
    status: moduleStatusNames[row.status_id as ModuleStatusId],
    cover_path: cover_file_id === null ? null : storedPath(cover_file_id),
  }
}

/**
 * The caller's own activations, active or finished (the Active tab's two lists): only the teacher
 * who runs a module with a class follows it, not the module's owner. One statement per list.
 */
export async function listActiveModules(
  ctx: AppContext,
  userId: number,
  status: 'active' | 'finished',
): Promise<ActiveModule[]> {
  const rows = await listActivations(ctx.db, userId, ModuleStatus[status])
  return rows.map(toActiveModule)
}

/** An event of the caller's class (events.teacher_id); another teacher's answers 404. */
export async function getEventDetail(ctx: AppContext, userId: number, eventId: number): Promise<EventDetail> {
  const event = await readEventDetail(ctx.db, { eventId, teacherId: userId })
  if (!event) throw new AppError('notFound')
  return event
}

/**
 * The ratings of an event of the caller's class, students by name as a German reader sorts them
 * (umlauts with their base letter), each student's ratings in grid order. The sort is stable, so the
 * database's grid order within a student stays.
 */
export async function listEventEvaluations(
  ctx: AppContext,
  userId: number,
  eventId: number,
): Promise<EventEvaluation[]> {
  const { found, evaluations } = await readEventEvaluations(ctx.db, { eventId, teacherId: userId })
  if (!found) throw new AppError('notFound')
  return sortGerman(
    evaluations,
    (rating) => rating.user.lastname,
    (rating) => rating.user.firstname,
  )
}
