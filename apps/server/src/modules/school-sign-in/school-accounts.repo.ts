import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { schoolAccounts } from '../../db/schema'

/**
 * One lock per person of a provider, to the end of the transaction: of two first sign-ins at the same
 * moment (two tabs, a double click), the second waits and then finds the first one's account. The
 * unique index stays the last word.
 */
export async function lockSchoolSubject(db: Db, issuer: string, subject: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lernraster:oidc ${issuer} ${subject}`}))`)
}

export async function findLink(db: Db, issuer: string, subject: string) {
  const [row] = await db
    .select({ id: schoolAccounts.id, userId: schoolAccounts.userId, school: schoolAccounts.school })
    .from(schoolAccounts)
    .where(and(eq(schoolAccounts.issuer, issuer), eq(schoolAccounts.subject, subject)))
  return row
}

/** The school the provider names now: a teacher who moved school stops matching the old one's classes. */
export async function renewLinkSchool(db: Db, id: number, school: string | null): Promise<void> {
  await db.update(schoolAccounts).set({ school }).where(eq(schoolAccounts.id, id))
}

/** Whether the account already has a person of this provider (then another one is not linked to it). */
export async function hasLinkFromIssuer(db: Db, userId: number, issuer: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schoolAccounts.id })
    .from(schoolAccounts)
    .where(and(eq(schoolAccounts.userId, userId), eq(schoolAccounts.issuer, issuer)))
  return row !== undefined
}

export async function insertLink(
  db: Db,
  input: { issuer: string; subject: string; school: string | null; userId: number; now: Date },
): Promise<void> {
  await db.insert(schoolAccounts).values({
    issuer: input.issuer,
    subject: input.subject,
    school: input.school,
    userId: input.userId,
    createdAt: input.now,
  })
}
