import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { groups, groupUsers, rosterStudents, users } from '../../db/schema'
import { announceToStudents } from '../live/student-signal'

/**
 * One roster import of a teacher at a time, to the end of the transaction: the second of two
 * commits at the same moment reads what the first wrote and finds nothing left to make (decision
 * 044). The unique indexes stay the last word.
 */
export async function lockRosterImport(db: Db, teacherId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('lernraster:roster'), ${teacherId})`)
}

export interface RosterGroup {
  id: number
  name: string
  token: string
  sourceId: string
}

/** The teacher's classes that roster imports made, by the file's id. */
export async function rosterGroupsOf(db: Db, teacherId: number): Promise<RosterGroup[]> {
  const rows = await db
    .select({ id: groups.id, name: groups.name, token: groups.token, sourceId: groups.rosterSourceId })
    .from(groups)
    .where(and(eq(groups.teacherId, teacherId), isNotNull(groups.rosterSourceId)))
  return rows.map((row) => ({ ...row, sourceId: row.sourceId! }))
}

export interface RosterLink {
  sourceId: string
  userId: number
  firstname: string
  lastname: string
  username: string | null
}

/** The accounts the teacher's roster imports made, by the file's id. */
export function rosterLinksOf(db: Db, teacherId: number): Promise<RosterLink[]> {
  return db
    .select({
      sourceId: rosterStudents.sourceId,
      userId: rosterStudents.userId,
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
    })
    .from(rosterStudents)
    .innerJoin(users, eq(users.id, rosterStudents.userId))
    .where(eq(rosterStudents.teacherId, teacherId))
}

export interface RosterMember {
  groupId: number
  userId: number
  active: boolean
  email: string | null
}

/** The members of the classes, with their address (the class screen shows it to the teacher anyway). */
export async function membersOf(db: Db, groupIds: number[]): Promise<RosterMember[]> {
  if (groupIds.length === 0) return []
  return db
    .select({
      groupId: groupUsers.groupId,
      userId: groupUsers.userId,
      active: groupUsers.active,
      email: users.email,
    })
    .from(groupUsers)
    .innerJoin(users, eq(users.id, groupUsers.userId))
    .where(inArray(groupUsers.groupId, groupIds))
}

export async function setRosterSource(db: Db, groupId: number, sourceId: string): Promise<void> {
  await db.update(groups).set({ rosterSourceId: sourceId }).where(eq(groups.id, groupId))
}

export async function renameRosterGroup(db: Db, groupId: number, name: string, now: Date): Promise<void> {
  await db.update(groups).set({ name, updatedAt: now }).where(eq(groups.id, groupId))
}

export async function insertRosterLinks(
  db: Db,
  teacherId: number,
  links: { sourceId: string; userId: number }[],
  now: Date,
): Promise<void> {
  if (links.length === 0) return
  await db.insert(rosterStudents).values(links.map((link) => ({ ...link, teacherId, createdAt: now })))
}

/** The file's names for accounts the teacher's imports made (the file is the school's record): one statement. */
export async function renameStudents(
  db: Db,
  renamed: { userId: number; firstname: string; lastname: string }[],
  now: Date,
): Promise<void> {
  if (renamed.length === 0) return
  const rows = sql.join(
    renamed.map((student) => sql`(${student.userId}::int, ${student.firstname}, ${student.lastname})`),
    sql`, `,
  )
  await db.execute(sql`
    update users set firstname = renamed.firstname, lastname = renamed.lastname, updated_at = ${now.toISOString()}::timestamptz
    from (values ${rows}) as renamed(id, firstname, lastname)
    where users.id = renamed.id
  `)
}

/** Switches members of a class active or inactive (never removes them: their results stay). */
export async function setMembersActive(
  db: Db,
  groupId: number,
  userIds: number[],
  active: boolean,
): Promise<void> {
  if (userIds.length === 0) return
  await db
    .update(groupUsers)
    .set({ active })
    .where(and(eq(groupUsers.groupId, groupId), inArray(groupUsers.userId, userIds)))
  // Their app shows the class read-only or active again at once, as the Aktiv switch does (decision 026).
  const ids = sql.join(
    userIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  )
  await announceToStudents(db, { kind: 'classes' }, sql`select id from (values ${ids}) as switched(id)`)
}
