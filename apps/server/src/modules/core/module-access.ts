import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { modules } from '../../db/schema'
import { AppError } from '../../lib/app-error'

export type ModuleRow = typeof modules.$inferSelect

/**
 * Who may do what with a module, in one place (docs/product/accounts.md "Ownership").
 *
 * Viewing (the grid, its files, duplicating it, activating it for one's own classes) is `viewableBy`:
 * the owner, the teachers it is shared with, those who bought it, and the teachers whose classes run
 * it (an activation keeps running, and its teacher keeps seeing the grid, when the owner takes a share
 * back: decision 016). Every read follows: byId, the block list, file downloads, duplicate, activate.
 *
 * Writing is the owner's alone, and always under the module row's lock (`lockOwnedModule`).
 *
 * Both conditions name the table `modules` itself, so raw SQL using them reads `from modules` (no alias).
 */
export const viewableBy = (userId: number): SQL => sql`(${modules.ownerId} = ${userId}
  or exists (select 1 from module_shares s where s.module_id = ${modules.id} and s.user_id = ${userId})
  or exists (select 1 from module_purchases p where p.module_id = ${modules.id} and p.user_id = ${userId})
  or exists (select 1 from active_modules a where a.module_id = ${modules.id} and a.teacher_id = ${userId}))`

/**
 * Copying a module or activating it anew: the owner, the teachers it is shared with and its buyers. An
 * activation's teacher keeps viewing after a share is taken back, but starts nothing new (decision 016).
 */
export const usableBy = (userId: number): SQL => sql`(${modules.ownerId} = ${userId}
  or exists (select 1 from module_shares s where s.module_id = ${modules.id} and s.user_id = ${userId})
  or exists (select 1 from module_purchases p where p.module_id = ${modules.id} and p.user_id = ${userId}))`

/**
 * The modules a teacher builds and changes. Their store copies are theirs too (owner_id) but are never
 * edited, and lists leave them out: they appear only as the publication of their original (decision 018).
 */
export const ownedBy = (userId: number): SQL =>
  sql`(${modules.ownerId} = ${userId} and ${modules.originModuleId} is null)`

/**
 * The module if the user may view it (or, with `purpose: 'use'`, copy or activate it); undefined
 * otherwise (answer 404: its existence is not revealed).
 */
export async function findViewableModule(
  db: Db,
  userId: number,
  moduleId: number,
  options: { lock?: 'share'; purpose?: 'view' | 'use' } = {},
): Promise<ModuleRow | undefined> {
  const allowed = options.purpose === 'use' ? usableBy(userId) : viewableBy(userId)
  const query = db
    .select()
    .from(modules)
    .where(and(eq(modules.id, moduleId), allowed))
  // FOR SHARE: a copy made from it reads one state of the grid; the owner's changes wait for it.
  const [module] = await (options.lock === 'share' ? query.for('share') : query)
  return module
}

/**
 * Locks the row of a module the user owns (FOR UPDATE) for the rest of the transaction, so two
 * changes of one grid never interleave: every grid write starts here and checks orders against the
 * rows and columns it reads (decision 015). Another teacher's module answers 404 like a missing one.
 */
export async function lockOwnedModule(tx: Db, userId: number, moduleId: number): Promise<ModuleRow> {
  const [module] = await tx
    .select()
    .from(modules)
    .where(and(eq(modules.id, moduleId), ownedBy(userId)))
    .for('update')
  if (!module) throw new AppError('notFound')
  return module
}
