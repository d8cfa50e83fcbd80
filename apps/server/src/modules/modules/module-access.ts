import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { modules } from '../../db/schema'
import { AppError } from '../../lib/app-error'

export type ModuleRow = typeof modules.$inferSelect

/**
 * Who may do what with a module, in one place (domain.md "Ownership").
 *
 * Viewing (the grid, its files, duplicating it) is `viewableBy`: today the owner only. Issue 12 adds
 * the teachers a module is shared with, those who bought it and the teachers of its activations as
 * further `or` conditions here, and every read follows: byId, the block list, file downloads and
 * duplicate all go through this condition.
 *
 * Writing is the owner's alone, and always under the module row's lock (`lockOwnedModule`).
 *
 * Both conditions name the table `modules` itself, so raw SQL using them reads `from modules` (no alias).
 */
export const viewableBy = (userId: number): SQL => sql`${modules.ownerId} = ${userId}`

export const ownedBy = (userId: number): SQL => sql`${modules.ownerId} = ${userId}`

/** The module if the user may view it; undefined otherwise (answer 404: its existence is not revealed). */
export async function findViewableModule(
  db: Db,
  userId: number,
  moduleId: number,
  options: { lock?: 'share' } = {},
): Promise<ModuleRow | undefined> {
  const query = db
    .select()
    .from(modules)
    .where(and(eq(modules.id, moduleId), viewableBy(userId)))
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
