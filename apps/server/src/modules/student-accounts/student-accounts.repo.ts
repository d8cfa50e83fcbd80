import { Role } from '@lernraster/shared'
import { and, eq, like, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { groupUsers, users } from '../../db/schema'
import { resultRows } from '../../lib/result-rows'

/**
 * One lock for every allocation of user names, held to the end of the transaction: of two lists made
 * at the same moment, the second reads the names the first wrote (decision 038). The unique index
 * stays the last word.
 */
export async function lockUsernames(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('lernraster:usernames'))`)
}

/** The user names taken that start with one of the bases (`mia.muster`, `mia.muster2`, `mia.musterli`). */
export async function usernamesStartingWith(db: Db, bases: string[]): Promise<string[]> {
  const unique = [...new Set(bases)]
  if (unique.length === 0) return []
  // The bases are [a-z0-9.] only: no wildcard of LIKE in them.
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(or(...unique.map((base) => like(users.username, `${base}%`))))
  return rows.map((row) => row.username!).filter(Boolean)
}

export interface NewCardStudent {
  firstname: string
  lastname: string
  username: string
  passwordHash: string
}

/** The accounts of a list, in one statement, in the list's order. */
export async function insertCardStudents(
  db: Db,
  students: NewCardStudent[],
  input: { createdBy: number; now: Date },
): Promise<{ id: number; username: string }[]> {
  if (students.length === 0) return []
  const now = input.now.toISOString()
  const rows = students.map(
    (
      student,
    ) => sql`(${student.firstname}, ${student.lastname}, null, ${student.username}, ${student.passwordHash},
      true, ${input.createdBy}, ${Role.student}, false, true, ${now}::timestamptz, ${now}::timestamptz)`,
  )
  const result = await db.execute(sql`
    insert into users (firstname, lastname, email, username, password_hash, must_change_password, created_by,
      role_id, email_confirmed, activated, created_at, updated_at)
    values ${sql.join(rows, sql`, `)}
    returning id, username
  `)
  return resultRows<{ id: number; username: string }>(result)
}

/** A member of the class, with what "Neue Karte" needs to know of the account. */
export async function findMember(db: Db, groupId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      username: users.username,
      createdBy: users.createdBy,
    })
    .from(groupUsers)
    .innerJoin(users, eq(users.id, groupUsers.userId))
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)))
  return row
}
