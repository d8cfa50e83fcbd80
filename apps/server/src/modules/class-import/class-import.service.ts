import {
  type ClassCopyBody,
  type ClassImportAnswer,
  checkClassList,
  classImportLimits,
  classImportMessages,
  type Group,
  type ImportRow,
  isDemoEmail,
  parseClassList,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { isUniqueViolation } from '../../lib/database-errors'
import { throttleRules } from '../../lib/throttle'
import { addMembers, findListedGroup } from '../groups/groups.repo'
import { insertGroup, readGroup } from '../groups/groups.service'
import { findUserById } from '../users/users.repo'
import {
  activeMemberIds,
  deleteInvitation,
  findAccountsByEmail,
  type KnownAccount,
  type ListedInvitation,
  listInvitations,
} from './class-import.repo'
import { inviteListLines } from './list-invitations'

const lineProblem = (line: number, problem: string) =>
  classImportMessages.lineProblem.replace('{{line}}', String(line)).replace('{{problem}}', problem)

/** Each line of the list with what would happen to it, or what is wrong with it. */
async function rowsOf(db: Db, groupId: number, csv: string) {
  const lines = parseClassList(csv)
  if (lines.length === 0) throw AppError.field('csv', classImportMessages.empty)
  if (lines.length > classImportLimits.maxRows) throw AppError.field('csv', classImportMessages.tooManyRows)
  const people = checkClassList(lines)
  const valid = people.filter((person) => person.problems.length === 0).map((person) => person.email)
  const byEmail = new Map(
    (await findAccountsByEmail(db, groupId, valid)).map((account) => [account.email, account]),
  )
  return people.map(({ problems, ...person }): ImportRow & { account?: KnownAccount } => {
    const account = byEmail.get(person.email)
    // The same outcome whether the address has an account, a student's or a teacher's (decision 037).
    const outcome = problems.length > 0 ? null : account?.isMember ? 'member' : 'invite'
    return { ...person, outcome, problems, account }
  })
}

/**
 * A class list for one of the teacher's classes (issue 15): checked line by line (the preview), or
 * imported whole: new students get an account, the membership and an invitation mail with a link that
 * sets their password; an existing account is invited and joins only when the student accepts (a
 * teacher's account gets an invitation nothing can accept); who is already in the class stays. A list
 * with a bad line writes nothing and names the line. The check answers alike for every address not in
 * the class and counts against the e-mail lookup's budget, so that it reveals no accounts
 * (docs/product/subjects-and-classes.md "Importing a class list", decision 037).
 */
export async function importStudents(
  ctx: AppContext,
  teacherId: number,
  body: { group_id: number; csv: string; commit: boolean },
): Promise<ClassImportAnswer> {
  // The practice class MySelf is the teacher's own; nobody joins it.
  const group = await findListedGroup(ctx.db, teacherId, body.group_id)
  if (!group) throw new AppError('notFound')
  // The check could replace users/getUserByEmail: it counts against the same hourly budget.
  if (!body.commit) await ctx.throttle.consume(throttleRules.userLookup(teacherId))
  const rows = await rowsOf(ctx.db, group.id, body.csv)
  const answer = (imported: boolean): ClassImportAnswer => ({
    rows: rows.map(({ account: _account, ...row }) => row),
    imported,
  })
  if (!body.commit) return answer(false)

  const bad = rows.filter((row) => row.problems.length > 0)
  if (bad.length > 0) {
    const errors = Object.fromEntries(
      bad.map((row) => [`lines.${row.line}`, row.problems.map((problem) => lineProblem(row.line, problem))]),
    )
    throw new AppError(
      'validation',
      bad.length === 1
        ? classImportMessages.refusedOne
        : classImportMessages.refused.replace('{{count}}', String(bad.length)),
      errors,
    )
  }

  const teacher = await findUserById(ctx.db, teacherId)
  // The demo is open to anyone with its link: it must not send mail to addresses typed into it.
  if (!teacher || isDemoEmail(teacher.email, ctx.config.PRODUCT_DOMAIN)) {
    throw new AppError('forbidden', classImportMessages.demoNoImport)
  }
  // Counted only for a list that will be written: checking a list sends no mail.
  await ctx.throttle.consume(throttleRules.classImportPerTeacher(teacherId))
  const now = ctx.clock.now()
  const invited = rows.filter((row) => row.outcome === 'invite')
  try {
    await ctx.db.transaction((tx) => inviteListLines(ctx, tx, { group, teacher, lines: invited, now }))
  } catch (error) {
    // Another import made an account for one of these addresses at the same moment.
    if (isUniqueViolation(error, 'users_email_unique'))
      throw new AppError('conflict', classImportMessages.raced)
    throw error
  }
  ctx.mailer.flush()
  return answer(true)
}

/** A new class with the active students of one of the teacher's classes (the next school year, say). */
export async function copyClass(ctx: AppContext, teacherId: number, body: ClassCopyBody): Promise<Group> {
  const source = await findListedGroup(ctx.db, teacherId, body.id)
  if (!source) throw new AppError('notFound')
  const now = ctx.clock.now()
  return ctx.db.transaction((tx) =>
    copyIntoNewClass(tx, { teacherId, sourceId: source.id, name: body.name, now }),
  )
}

/**
 * A new class of the teacher, named `name`, with the active students of their class `sourceId`, in
 * the caller's transaction: copying a class, and carrying one into the next school year (decision 051).
 */
export async function copyIntoNewClass(
  tx: Db,
  input: { teacherId: number; sourceId: number; name: string; now: Date },
): Promise<Group> {
  const copy = await insertGroup(tx, {
    teacherId: input.teacherId,
    name: input.name,
    isOwnPractice: false,
    now: input.now,
  })
  await addMembers(tx, copy.id, await activeMemberIds(tx, input.sourceId), input.now)
  return readGroup(tx, copy)
}

/** The open and expired invitations of one of the teacher's classes (decision 037). */
export async function classInvitations(
  ctx: AppContext,
  teacherId: number,
  groupId: number,
): Promise<ListedInvitation[]> {
  const group = await findListedGroup(ctx.db, teacherId, groupId)
  if (!group) throw new AppError('notFound')
  return listInvitations(ctx.db, group.id, ctx.clock.now())
}

/** The teacher takes an invitation back; one that is gone already answers 404. */
export async function withdrawInvitation(
  ctx: AppContext,
  teacherId: number,
  body: { group_id: number; user_id: number },
): Promise<{ withdrawn: boolean }> {
  const group = await findListedGroup(ctx.db, teacherId, body.group_id)
  if (!group) throw new AppError('notFound')
  if (!(await deleteInvitation(ctx.db, group.id, body.user_id))) throw new AppError('notFound')
  return { withdrawn: true }
}
