import { type ModuleShareBody, moduleMessages, Role, type SharedUser } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { SessionUser, UserRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { throttleRules } from '../../lib/throttle'
import { moduleSharedMail } from '../../mail/templates'
import { lockOwnedModule } from '../core/module-access'
import { emailOf } from '../users/user-view'
import { findUserById } from '../users/users.repo'
import { deleteShare, insertShare, readSharedUsers } from './shares.repo'

/** Where the mail sends the receiver: the overview's Available tab (docs/product/modules.md "Sharing"). */
const availableTabPath = '/modules?defaultTabIndex=1'

/**
 * Whom a module can be shared with: the teachers users/getUserByEmail finds (users.service.ts
 * `findColleague`), so the dialog never offers someone the share then refuses.
 */
const isColleague = (user: UserRow | undefined): user is UserRow =>
  user !== undefined && user.roleId === Role.teacher && user.activated

/**
 * Shares the owner's module with a colleague and tells them by mail, in one transaction.
 *
 * The receiver comes as an id, so a share of a guessed id would, through sharedUsers, show that
 * teacher's name and address: every share counts against the same hourly budget as the lookup by
 * e-mail, so neither call sweeps the list of teachers.
 */
export async function shareModule(
  ctx: AppContext,
  owner: SessionUser,
  input: ModuleShareBody,
): Promise<void> {
  await ctx.throttle.consume(throttleRules.userLookup(owner.id))
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const module = await lockOwnedModule(tx, owner.id, input.id)
    if (input.to_admin_id === owner.id) throw AppError.field('to_admin_id', moduleMessages.shareWithSelf)
    const receiver = await findUserById(tx, input.to_admin_id)
    if (!isColleague(receiver)) throw AppError.field('to_admin_id', moduleMessages.teacherNotFound)
    const inserted = await insertShare(tx, { moduleId: module.id, userId: receiver.id, now })
    if (!inserted) throw AppError.field('to_admin_id', moduleMessages.alreadyShared)
    await ctx.mailer.queue(tx, {
      to: emailOf(receiver),
      ...moduleSharedMail({
        firstname: receiver.firstname,
        from: owner,
        moduleName: module.name,
        url: ctx.mailer.link(availableTabPath),
      }),
    })
  })
  ctx.mailer.flush()
}

/**
 * Takes a share back. The module leaves the receiver's Available list and its change feed. Their
 * activations of it keep running with their students' ratings: the viewing rule admits an
 * activation's teacher (module-access.ts), so that teacher still sees the grid. A receiver without
 * an activation can no longer view, activate or duplicate it.
 */
export async function unshareModule(ctx: AppContext, ownerId: number, input: ModuleShareBody): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const module = await lockOwnedModule(tx, ownerId, input.id)
    const deleted = await deleteShare(tx, { moduleId: module.id, userId: input.to_admin_id })
    if (!deleted) throw AppError.field('to_admin_id', moduleMessages.shareNotFound)
  })
}

export async function listSharedUsers(
  ctx: AppContext,
  ownerId: number,
  moduleId: number,
): Promise<SharedUser[]> {
  const users = await readSharedUsers(ctx.db, ownerId, moduleId)
  if (!users) throw new AppError('notFound')
  return users
}
