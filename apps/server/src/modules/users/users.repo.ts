import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type UserRow, type UserWithEmail, users } from '../../db/schema'

export async function findUserByEmail(db: Db, email: string): Promise<UserWithEmail | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()))
  return user as UserWithEmail | undefined
}

/**
 * The account a login names: an address (it has an `@`) or a user name, both lower-cased
 * (docs/product/accounts.md "Students without an address").
 */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.toLowerCase()
  if (value.includes('@')) return findUserByEmail(db, value)
  const [user] = await db.select().from(users).where(eq(users.username, value))
  return user
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  return user
}

export async function insertUser(
  db: Db,
  input: Pick<
    UserRow,
    'firstname' | 'lastname' | 'email' | 'passwordHash' | 'roleId' | 'emailConfirmed' | 'activated'
  > &
    Partial<Pick<UserRow, 'username' | 'mustChangePassword' | 'createdBy'>>,
  now: Date,
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning()
  return user!
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Omit<UserRow, 'id' | 'createdAt' | 'updatedAt'>>,
  now: Date,
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning()
  return user!
}

/**
 * Adds the tour to the user's seen tours unless it is there already, in one statement: two marks
 * arriving together are serialised by the row lock, and the second sees the first's array, so the
 * name is never doubled. A repeated mark changes nothing, not even updated_at.
 */
export async function markTourSeen(db: Db, id: number, tour: string, now: Date): Promise<UserRow> {
  const absent = sql`not (${tour} = any(${users.seenTours}))`
  const [user] = await db
    .update(users)
    .set({
      seenTours: sql`case when ${absent} then array_append(${users.seenTours}, ${tour}::text) else ${users.seenTours} end`,
      updatedAt: sql`case when ${absent} then ${now.toISOString()}::timestamptz else ${users.updatedAt} end`,
    })
    .where(eq(users.id, id))
    .returning()
  return user!
}

export function listAllUsers(db: Db) {
  return db.select().from(users).orderBy(asc(users.id))
}

/** True when a unique-index violation on the e-mail made the insert or update fail (a race lost). */
export function isEmailTakenError(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error
  const { code, constraint } = cause as { code?: string; constraint?: string }
  return code === '23505' && (constraint === undefined || constraint === 'users_email_unique')
}
