import {
  type ActiveRemovalImpact,
  type ModuleActivateAnswer,
  type ModuleActivateBody,
  ModuleStatus,
  moduleMessages,
  type ToggleFinishedAnswer,
  TrashKind,
} from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { findViewableModule } from '../core/module-access'
import { announceToStudents, membersOfActivation } from '../live/student-signal'
import { moveToTrash } from '../trash/move-to-trash'
import {
  deleteActivation,
  insertActiveModule,
  insertModuleEvent,
  lockActivation,
  readActivationImpact,
  readActivationPreconditions,
  toggleActivationStatus,
} from './activations.repo'

// An activation is its teacher's alone (active_modules.teacher_id): the module's owner does not
// finish or remove another teacher's run with their class. One the caller may not touch answers 404
// like a missing one.

/** While the store reviews a copy (or declined it), it is not a module to teach with. */
const notActivatable: ReadonlySet<number> = new Set([
  ModuleStatus.awaitingConfirmation,
  ModuleStatus.confirmationDeclined,
])

/**
 * Activates a module for one of the caller's classes in one of the caller's subjects
 * (docs/product/runs.md "Activating"): a new event of type 3 and the active module bound to it, in one
 * transaction. The module may be the caller's own, one shared with them or one they bought (`usableBy`: a
 * share taken back starts nothing new). Refused, in this order: a module the caller may not use (404), one
 * under the store's review (422), another teacher's class or subject (404), a module without a question or a
 * class without an active student (422, nothing to rate or nobody to rate it), a module that already runs
 * with the class (409 isActivated; the rollback takes the new event with it).
 *
 * The module row is read FOR SHARE: its removal (FOR UPDATE) waits, then deletes this activation's
 * event with the others, and an activation waiting for a removal finds no module (404).
 */
export async function activateModule(
  ctx: AppContext,
  userId: number,
  body: ModuleActivateBody,
): Promise<ModuleActivateAnswer> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const module = await findViewableModule(tx, userId, body.id, { lock: 'share', purpose: 'use' })
    if (!module) throw new AppError('notFound')
    if (notActivatable.has(module.statusId)) throw AppError.field('id', moduleMessages.activateNotAllowed)
    const ready = await readActivationPreconditions(tx, {
      teacherId: userId,
      moduleId: module.id,
      groupId: body.group_id,
      subjectId: body.subject_id,
    })
    if (!ready.group_owned || !ready.subject_owned) throw new AppError('notFound')
    if (!ready.has_content) throw AppError.field('id', moduleMessages.activateNeedsContent)
    if (!ready.has_active_students) throw AppError.field('group_id', moduleMessages.activateNoActiveStudents)
    const place = { teacherId: userId, groupId: body.group_id, now }
    const eventId = await insertModuleEvent(tx, { ...place, subjectId: body.subject_id })
    const id = await insertActiveModule(tx, { ...place, moduleId: module.id, eventId })
    if (id === undefined) throw new AppError('isActivated')
    return { id, event_id: eventId }
  })
}

/**
 * Flips an activation of the caller between active and finished
 * (docs/product/runs.md "Finishing and reactivating"), in one statement so two clicks at the same moment flip
 * twice rather than losing one.
 */
export async function toggleFinished(
  ctx: AppContext,
  userId: number,
  activeModuleId: number,
): Promise<ToggleFinishedAnswer> {
  return ctx.db.transaction(async (tx) => {
    const row = await toggleActivationStatus(tx, {
      id: activeModuleId,
      teacherId: userId,
      now: ctx.clock.now(),
    })
    if (!row) throw new AppError('notFound')
    // A finished module is read-only in the students' app, a reactivated one takes ratings again.
    const event = sql`(select event_id from active_modules where id = ${activeModuleId})`
    await announceToStudents(tx, { kind: 'modules', event }, membersOfActivation(activeModuleId))
    return row
  })
}

/**
 * Moves an activation of the caller to the trash with its event, ratings, teacher ratings, help
 * requests, next steps and feedback (the list's remove action, after the typed confirmation), then
 * deletes the event: the rest goes by cascade. One transaction; returns the trash item's id.
 */
export async function removeActivation(
  ctx: AppContext,
  userId: number,
  activeModuleId: number,
): Promise<number> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const run = await lockActivation(tx, { id: activeModuleId, teacherId: userId })
    if (!run) throw new AppError('notFound')
    const { id } = await moveToTrash(tx, {
      ownerId: userId,
      kind: TrashKind.activation,
      title: run.module_name,
      roots: [{ table: 'events', ids: [run.event_id] }],
      details: {
        module_id: run.module_id,
        module_name: run.module_name,
        group_name: run.group_name,
        group_id: run.group_id,
        subject_id: run.subject_id,
      },
      now,
    })
    await deleteActivation(tx, { id: activeModuleId, teacherId: userId })
    return id
  })
}

/** What removing an activation of the caller would delete, for the typed confirmation. */
export async function getActivationRemovalImpact(
  ctx: AppContext,
  userId: number,
  activeModuleId: number,
): Promise<ActiveRemovalImpact> {
  const impact = await readActivationImpact(ctx.db, { id: activeModuleId, teacherId: userId })
  if (!impact) throw new AppError('notFound')
  return impact
}
