import type {
  Group,
  GroupStoreBody,
  GroupUpdateBody,
  GroupUser,
  RemoveMemberBody,
  RemoveMemberResponse,
} from '@lernraster/shared'
import { ownPracticeClassName, TrashKind } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { answerFromDatabase } from '../../lib/database-json'
import { sortGerman } from '../../lib/german-order'
import { newClassCode } from '../core/class-code'
import { announceToStudents, membersOfGroup, oneStudent } from '../live/student-signal'
import { moveToTrash } from '../trash/move-to-trash'
import {
  deleteGroup,
  findListedGroup,
  findOwnedGroup,
  type GroupSummary,
  groupListJson,
  hasOwnPracticeGroup,
  insertGroupUnlessCodeTaken,
  listMembersOfGroup,
  type MemberRow,
  renameOwnedGroup,
  toggleMembershipActive,
} from './groups.repo'
import { endMembership } from './leave-class'

// Another teacher's class, or a student who is not in the teacher's class, answers 404 like a
// missing one: whether it exists is not revealed.

const asGroupUser = ({ groupId: _groupId, active, ...user }: MemberRow): GroupUser => ({
  ...user,
  pivot: { active },
})

/** Students by last name, then first name, in German order. */
function withMembers(group: GroupSummary, members: MemberRow[]): Group {
  const sorted = sortGerman(
    members,
    (member) => member.lastname,
    (member) => member.firstname,
  )
  return {
    ...group,
    active_users: members.filter((member) => member.active).length,
    users: sorted.map(asGroupUser),
  }
}

/** The class list: one query, whatever the number of classes and students; the database writes it. */
export async function getGroups(ctx: AppContext, teacherId: number): Promise<Group[]> {
  return answerFromDatabase<Group[]>(await groupListJson(ctx.db, teacherId))
}

const codeAttempts = 5

/**
 * A new class with a fresh code; a taken code (1 in millions) just means drawing again. The demo
 * seed passes its own deterministic `drawCode`.
 */
export async function insertGroup(
  db: Db,
  input: { teacherId: number; name: string; isOwnPractice: boolean; now: Date },
  drawCode: () => string = newClassCode,
): Promise<GroupSummary> {
  for (let attempt = 0; attempt < codeAttempts; attempt += 1) {
    const group = await insertGroupUnlessCodeTaken(db, { ...input, token: drawCode() })
    if (group) return group
  }
  throw new Error(`no free class code after ${codeAttempts} attempts`)
}

export async function createGroup(ctx: AppContext, teacherId: number, input: GroupStoreBody): Promise<Group> {
  const group = await insertGroup(ctx.db, {
    teacherId,
    name: input.name,
    isOwnPractice: false,
    now: ctx.clock.now(),
  })
  return withMembers(group, [])
}

/** A class with its students as the list shows it (after a change of its members). */
export async function readGroup(db: Db, group: GroupSummary): Promise<Group> {
  return withMembers(group, await listMembersOfGroup(db, group.id))
}

export async function renameGroup(
  ctx: AppContext,
  teacherId: number,
  input: GroupUpdateBody,
): Promise<Group> {
  return ctx.db.transaction(async (tx) => {
    const group = await renameOwnedGroup(tx, teacherId, { ...input, now: ctx.clock.now() })
    if (!group) throw new AppError('notFound')
    return withMembers(group, await listMembersOfGroup(tx, group.id))
  })
}

export async function getGroupUsers(
  ctx: AppContext,
  teacherId: number,
  groupId: number,
): Promise<GroupUser[]> {
  const group = await findOwnedGroup(ctx.db, teacherId, groupId)
  if (!group) throw new AppError('notFound')
  return withMembers(group, await listMembersOfGroup(ctx.db, groupId)).users
}

export async function toggleMemberActive(
  ctx: AppContext,
  teacherId: number,
  groupId: number,
  userId: number,
) {
  return ctx.db.transaction(async (tx) => {
    const active = await toggleMembershipActive(tx, teacherId, groupId, userId)
    if (active === undefined) throw new AppError('notFound')
    // The student's app shows the class as inactive (read-only) or active again at once (decision 026).
    await announceToStudents(tx, { kind: 'classes' }, oneStudent(userId))
    return { active }
  })
}

/**
 * Removes a student from the teacher's class, keeping or deleting their ratings in its runs (issue 34
 * item 4, decision 042); the account stays. Not a member, or not the teacher's class: 404.
 */
export async function removeMember(
  ctx: AppContext,
  teacherId: number,
  member: { groupId: number; userId: number },
  body: RemoveMemberBody,
): Promise<RemoveMemberResponse> {
  const removed = await ctx.db.transaction((tx) =>
    endMembership(tx, { ...member, teacherId, ratings: body.ratings }),
  )
  if (!removed) throw new AppError('notFound')
  return { removed, ratings: body.ratings }
}

/** Every teacher and admin has the hidden practice class; called wherever such an account is created. */
export async function ensureOwnPracticeClass(db: Db, teacherId: number, now: Date): Promise<void> {
  if (await hasOwnPracticeGroup(db, teacherId)) return
  await insertGroup(db, { teacherId, name: ownPracticeClassName, isOwnPractice: true, now })
}

/**
 * Moves a class to the trash with its students' memberships, its homework, exams and runs and every
 * rating given in them (decision 022); returns the trash item's id. The practice class MySelf is
 * hidden from every list and cannot be removed: it answers 404 like a missing class.
 */
export async function removeGroup(ctx: AppContext, teacherId: number, id: number): Promise<number> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const group = await findListedGroup(tx, teacherId, id, { lock: true })
    if (!group) throw new AppError('notFound')
    // Its students' apps drop the class at once; read before the memberships go, sent at commit.
    await announceToStudents(tx, { kind: 'classes' }, membersOfGroup(id))
    const trashed = await moveToTrash(tx, {
      ownerId: teacherId,
      kind: TrashKind.class,
      title: group.name,
      roots: [{ table: 'groups', ids: [id] }],
      details: { module_name: null, group_name: group.name, group_id: id },
      now,
    })
    await deleteGroup(tx, id)
    return trashed.id
  })
}
