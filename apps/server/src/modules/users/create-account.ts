import { type RoleId, teacherAppRoles } from '@lernraster/shared'
import type { Db } from '../../db/client'
import type { UserRow } from '../../db/schema'
import { ensureOwnPracticeClass } from '../groups/groups.service'
import { insertUser } from './users.repo'

/**
 * Every new account goes through here: teachers and admins get their hidden practice class MySelf
 * with it (docs/product/subjects-and-classes.md "The practice class MySelf"). Run it inside a transaction so
 * both exist or neither.
 */
export async function createAccount(
  db: Db,
  input: Parameters<typeof insertUser>[1],
  now: Date,
): Promise<UserRow> {
  const user = await insertUser(db, input, now)
  if (teacherAppRoles.includes(user.roleId as RoleId)) await ensureOwnPracticeClass(db, user.id, now)
  return user
}
