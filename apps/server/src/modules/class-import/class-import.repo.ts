import { Role, type StudentInvitation } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { announceToStudents } from '../live/student-signal'

export interface KnownAccount {
  id: number
  email: string
  /** The account's own first name (for a mail to its owner; the teacher sees the list's names). */
  firstname: string
  isStudent: boolean
  /** Already in the class (active or not). */
  isMember: boolean
}

/** The accounts the list's addresses already have, with their role and membership: one statement. */
export async function findAccountsByEmail(
  db: Db,
  groupId: number,
  emails: string[],
): Promise<KnownAccount[]> {
  if (emails.length === 0) return []
  const result = await db.execute(sql`
    select u.id, u.email, u.firstname, u.role_id = ${Role.student} as "isStudent",
           exists (select 1 from group_users gu where gu.group_id = ${groupId} and gu.user_id = u.id) as "isMember"
    from users u
    where u.email in (${sql.join(
      emails.map((email) => sql`${email}`),
      sql`, `,
    )})
  `)
  return resultRows<KnownAccount>(result)
}

export interface NewStudent {
  firstname: string
  lastname: string
  email: string
}

/**
 * Accounts for the students of the list who have none, in one statement; the password is set by the
 * invitation link. An address taken meanwhile (another import at the same moment) is not made twice:
 * the unique index refuses it and the whole import rolls back.
 */
export async function insertStudents(
  db: Db,
  students: NewStudent[],
  input: { passwordHash: string; now: Date },
): Promise<{ id: number; email: string }[]> {
  if (students.length === 0) return []
  const now = input.now.toISOString()
  const rows = students.map(
    (student) => sql`(${student.firstname}, ${student.lastname}, ${student.email}, ${input.passwordHash},
      ${Role.student}, true, true, ${now}::timestamptz, ${now}::timestamptz)`,
  )
  const result = await db.execute(sql`
    insert into users (firstname, lastname, email, password_hash, role_id, email_confirmed, activated, created_at, updated_at)
    values ${sql.join(rows, sql`, `)}
    returning id, email
  `)
  return resultRows<{ id: number; email: string }>(result)
}

/** Links that set a first password, one per new account, in one statement. */
export async function insertInvitationLinks(
  db: Db,
  links: { userId: number; tokenHash: string }[],
  input: { now: Date; expiresAt: Date },
): Promise<void> {
  if (links.length === 0) return
  const now = input.now.toISOString()
  const expires = input.expiresAt.toISOString()
  await db.execute(sql`
    insert into password_resets (user_id, token_hash, created_at, expires_at)
    values ${sql.join(
      links.map(
        (link) => sql`(${link.userId}, ${link.tokenHash}, ${now}::timestamptz, ${expires}::timestamptz)`,
      ),
      sql`, `,
    )}
  `)
}

/** The active students of a class (to copy them into a new one). */
export async function activeMemberIds(db: Db, groupId: number): Promise<number[]> {
  const result = await db.execute(sql`
    select user_id as "userId" from group_users where group_id = ${groupId} and active
  `)
  return resultRows<{ userId: number }>(result).map((row) => row.userId)
}

export interface InvitationRow {
  userId: number
  /** The names as the list gave them. */
  firstname: string
  lastname: string
}

/**
 * Invitations into the class for accounts of the list (decision 037), one statement; an open or
 * expired one for the same account is renewed (new date, new inviter, new names). The students hear
 * it at once, so that an open app shows the invitation (the 'classes' signal, decision 026).
 */
export async function upsertInvitations(
  db: Db,
  input: { groupId: number; invitedBy: number; rows: InvitationRow[]; now: Date; expiresAt: Date },
): Promise<void> {
  if (input.rows.length === 0) return
  const now = input.now.toISOString()
  const expires = input.expiresAt.toISOString()
  await db.execute(sql`
    insert into class_invitations (group_id, user_id, invited_by, firstname, lastname, created_at, expires_at)
    values ${sql.join(
      input.rows.map(
        (row) => sql`(${input.groupId}, ${row.userId}, ${input.invitedBy}, ${row.firstname}, ${row.lastname},
          ${now}::timestamptz, ${expires}::timestamptz)`,
      ),
      sql`, `,
    )}
    on conflict (group_id, user_id) do update set invited_by = excluded.invited_by,
      firstname = excluded.firstname, lastname = excluded.lastname,
      created_at = excluded.created_at, expires_at = excluded.expires_at
  `)
  const ids = sql.join(
    input.rows.map((row) => sql`(${row.userId}::int)`),
    sql`, `,
  )
  await announceToStudents(db, { kind: 'classes' }, sql`select id from (values ${ids}) as invited(id)`)
}

export interface ListedInvitation {
  user_id: number
  firstname: string
  lastname: string
  email: string
  invited_at: string
  expires_at: string
  expired: boolean
}

/** A class's invitations as its teacher sees them: the list's names, oldest first; one statement. */
export async function listInvitations(db: Db, groupId: number, now: Date): Promise<ListedInvitation[]> {
  const result = await db.execute(sql`
    select ci.user_id, ci.firstname, ci.lastname, u.email,
           to_char(ci.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as invited_at,
           to_char(ci.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at,
           ci.expires_at <= ${now.toISOString()}::timestamptz as expired
    from class_invitations ci join users u on u.id = ci.user_id
    where ci.group_id = ${groupId}
    order by ci.created_at, ci.lastname, ci.firstname, ci.user_id
  `)
  return resultRows<ListedInvitation>(result)
}

/** Removes one invitation; whether there was one. The student's open app drops it at once. */
export async function deleteInvitation(db: Db, groupId: number, userId: number): Promise<boolean> {
  const result = await db.execute(sql`
    delete from class_invitations where group_id = ${groupId} and user_id = ${userId} returning user_id
  `)
  if (resultRows(result).length === 0) return false
  await announceToStudents(db, { kind: 'classes' }, sql`select ${userId}::int as id`)
  return true
}

/** The student's invitations that can still be accepted, oldest first; one statement. */
export async function listOpenInvitationsOf(db: Db, userId: number, now: Date): Promise<StudentInvitation[]> {
  const result = await db.execute(sql`
    select ci.group_id, g.name as group_name,
           json_build_object('firstname', t.firstname, 'lastname', t.lastname) as teacher,
           to_char(ci.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as invited_at,
           to_char(ci.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at
    from class_invitations ci
    join groups g on g.id = ci.group_id
    join users t on t.id = g.teacher_id
    where ci.user_id = ${userId} and ci.expires_at > ${now.toISOString()}::timestamptz
    order by ci.created_at, g.name, g.id
  `)
  return resultRows<StudentInvitation>(result)
}

/**
 * Takes the student's open invitation into the class, if there is one that a student's account can
 * accept (not expired; a teacher's account never can): the class's teacher, for the live signal.
 * Two accepts at the same moment: the row lock lets one delete it, the other finds nothing.
 */
export async function takeOpenInvitation(
  db: Db,
  input: { groupId: number; userId: number; now: Date },
): Promise<{ teacherId: number } | undefined> {
  const result = await db.execute(sql`
    delete from class_invitations ci
    using users u, groups g
    where ci.group_id = ${input.groupId} and ci.user_id = ${input.userId}
      and u.id = ci.user_id and u.role_id = ${Role.student}
      and g.id = ci.group_id
      and ci.expires_at > ${input.now.toISOString()}::timestamptz
    returning g.teacher_id as "teacherId"
  `)
  return resultRows<{ teacherId: number }>(result)[0]
}

/** Whether the student is in the class (an accept that came second finds them there). */
export async function isMemberOf(db: Db, groupId: number, userId: number): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from group_users where group_id = ${groupId} and user_id = ${userId}
  `)
  return resultRows(result).length > 0
}

/** The class's teacher, whose open class screen hears of an answered invitation. */
export async function teacherOfGroup(db: Db, groupId: number): Promise<number | undefined> {
  const result = await db.execute(sql`select teacher_id as "teacherId" from groups where id = ${groupId}`)
  return resultRows<{ teacherId: number }>(result)[0]?.teacherId
}
