import type { GroupUser } from '@lernraster/shared'
import { and, asc, eq, not, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { groups, groupUsers, users } from '../../db/schema'
import { resultRows } from '../../lib/result-rows'
import { singleValue } from '../../lib/single-value'
import { announceToStudents } from '../live/student-signal'

export interface GroupSummary {
  id: number
  name: string
  token: string
}
const groupColumns = { id: groups.id, name: groups.name, token: groups.token }
/**
 * "Neue Karte" is the class's teacher's to give when they made the account and it has no address
 * of its own (decision 038; `renewStartPassword` checks the same). Needs `groups` joined.
 */
const newCard = sql<boolean>`(${users.createdBy} is not distinct from ${groups.teacherId} and ${users.email} is null and ${users.username} is not null)`
/** The class's teacher made the account (decision 045: they may download its data and delete it). */
const ownAccount = sql<boolean>`(${users.createdBy} is not distinct from ${groups.teacherId})`
const listedGroupOf = (teacherId: number) => and(eq(groups.teacherId, teacherId), not(groups.isOwnPractice))

/**
 * The class list (the teacher's classes without MySelf, each with its students) as the JSON of the
 * answer, written by the database in one statement (decision 020): for a school of 3,000 students,
 * building, sorting and writing the rows in the server cost twice what the database took to send them.
 * Classes by name, students by last name, then first name, in German order (the german_names
 * collation, the order of lib/german-order.ts); ties by id, as the stable sort of the other lists.
 * The keys are those of the `group` contract, in its order; `pivot` is written by hand because
 * json_build_object would space it out.
 */
export async function groupListJson(db: Db, teacherId: number): Promise<string> {
  const result = await db.execute(sql`
    select coalesce(
      '[' || string_agg(row_to_json(listed)::text, ',' order by listed.name collate german_names, listed.id) || ']',
      '[]'
    ) as list
    from (
      select ${groups.id}, ${groups.name}, ${groups.token},
        count(*) filter (where ${groupUsers.active}) as active_users,
        coalesce(
          '[' || string_agg(
            row_to_json(member)::text, ','
            order by ${users.lastname} collate german_names, ${users.firstname} collate german_names, ${users.id}
          ) filter (where ${users.id} is not null) || ']',
          '[]'
        )::json as users
      from ${groups}
      left join ${groupUsers} on ${groupUsers.groupId} = ${groups.id}
      left join ${users} on ${users.id} = ${groupUsers.userId}
      cross join lateral (
        select ${users.id}, ${users.firstname}, ${users.lastname}, ${users.email}, ${users.username},
          ${newCard} as new_card, ${ownAccount} as own_account,
          ('{"active":' || ${groupUsers.active} || '}')::json as pivot
      ) member
      where ${groups.teacherId} = ${teacherId} and not ${groups.isOwnPractice} and ${groups.archivedAt} is null
      group by ${groups.id}
    ) listed
  `)
  return singleValue<string>(result)
}

const memberColumns = {
  groupId: groupUsers.groupId,
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  username: users.username,
  new_card: newCard,
  own_account: ownAccount,
  active: groupUsers.active,
}
// Stable order here; the service sorts names for German readers.
const memberOrder = [asc(users.id)]
export type MemberRow = { groupId: number; active: boolean } & Omit<GroupUser, 'pivot'>

export function listMembersOfGroup(db: Db, groupId: number): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(groupUsers)
    .innerJoin(users, eq(users.id, groupUsers.userId))
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(eq(groupUsers.groupId, groupId))
    .orderBy(...memberOrder)
}

/** The class if it is the teacher's (MySelf included: the teacher may use it like any class). */
export async function findOwnedGroup(
  db: Db,
  teacherId: number,
  id: number,
): Promise<GroupSummary | undefined> {
  const [group] = await db
    .select(groupColumns)
    .from(groups)
    .where(and(eq(groups.id, id), eq(groups.teacherId, teacherId)))
  return group
}

/**
 * The class if it is the teacher's and not their practice class MySelf (which nobody else joins);
 * `lock` holds it until the transaction ends (removing it to the trash).
 */
export async function findListedGroup(
  db: Db,
  teacherId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<GroupSummary | undefined> {
  const query = db
    .select(groupColumns)
    .from(groups)
    .where(and(eq(groups.id, id), listedGroupOf(teacherId)))
  const [group] = options.lock ? await query.for('update') : await query
  return group
}

/** Inserts unless the code is taken; undefined then, and the caller draws another code. */
export async function insertGroupUnlessCodeTaken(
  db: Db,
  input: { teacherId: number; name: string; token: string; isOwnPractice: boolean; now: Date },
): Promise<GroupSummary | undefined> {
  const [group] = await db
    .insert(groups)
    .values({ ...input, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing({ target: groups.token })
    .returning(groupColumns)
  return group
}

export async function hasOwnPracticeGroup(db: Db, teacherId: number): Promise<boolean> {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.teacherId, teacherId), groups.isOwnPractice))
  return rows.length > 0
}

/** Renames a listed class of the teacher; MySelf keeps its name. */
export async function renameOwnedGroup(
  db: Db,
  teacherId: number,
  changes: { id: number; name: string; now: Date },
): Promise<GroupSummary | undefined> {
  const [group] = await db
    .update(groups)
    .set({ name: changes.name, updatedAt: changes.now })
    .where(and(eq(groups.id, changes.id), listedGroupOf(teacherId)))
    .returning(groupColumns)
  return group
}

/** Flips a membership of the teacher's class; undefined when there is no such membership. */
export async function toggleMembershipActive(
  db: Db,
  teacherId: number,
  groupId: number,
  userId: number,
): Promise<boolean | undefined> {
  const [membership] = await db
    .update(groupUsers)
    .set({ active: not(groupUsers.active) })
    .where(
      and(
        eq(groupUsers.groupId, groupId),
        eq(groupUsers.userId, userId),
        sql`exists (select 1 from ${groups} where ${groups.id} = ${groupId} and ${groups.teacherId} = ${teacherId})`,
      ),
    )
    .returning({ active: groupUsers.active })
  return membership?.active
}

/** True when the student belongs (active or not) to a class of the teacher. */
export async function isMemberOfOwnedGroup(
  db: Db,
  teacherId: number,
  groupId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .select({ userId: groupUsers.userId })
    .from(groupUsers)
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(
      and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId), eq(groups.teacherId, teacherId)),
    )
  return rows.length > 0
}

/** Deletes the class; memberships, its events with their ratings and its runs go by cascade. */
export async function deleteGroup(db: Db, id: number): Promise<void> {
  await db.delete(groups).where(eq(groups.id, id))
}

/**
 * Adds the students to the class, active; one already in it stays as they are. Those added see the
 * class in their open app at once (decision 026).
 */
export async function addMembers(db: Db, groupId: number, userIds: number[], now: Date): Promise<void> {
  if (userIds.length === 0) return
  const joinedAt = now.toISOString()
  const result = await db.execute(sql`
    insert into group_users (group_id, user_id, active, joined_at)
    values ${sql.join(
      userIds.map((userId) => sql`(${groupId}, ${userId}, true, ${joinedAt}::timestamptz)`),
      sql`, `,
    )}
    on conflict do nothing
    returning user_id
  `)
  const added = resultRows<{ user_id: number }>(result).map((row) => row.user_id)
  if (added.length === 0) return
  const ids = sql.join(
    added.map((id) => sql`(${id}::int)`),
    sql`, `,
  )
  await announceToStudents(db, { kind: 'classes' }, sql`select id from (values ${ids}) as added(id)`)
}
