import { ilike } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'

/**
 * Demo accounts are the addresses of the product domain that contain "demo"
 * (docs/product/accounts.md "Demo accounts").
 */
export function listDemoUsers(db: Db, productDomain: string) {
  return db
    .select()
    .from(users)
    .where(ilike(users.email, `%demo%@${productDomain}`))
}

export async function hasAnyUser(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1)
  return rows.length > 0
}
