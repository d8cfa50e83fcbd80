import {
  type CreatedStudentRow,
  type CreateStudentsAnswer,
  type CreateStudentsBody,
  isDemoEmail,
  type NewStartPasswordAnswer,
  type NewStartPasswordBody,
  parseNameList,
  studentAccountMessages,
  studentNameLimits,
  usernameBase,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { hashPassword } from '../../lib/passwords'
import { throttleRules } from '../../lib/throttle'
import { loginNameOf } from '../auth/login-attempts'
import { revokeOtherSessions } from '../auth/session.repo'
import { addMembers, findListedGroup } from '../groups/groups.repo'
import { findUserById, updateUser } from '../users/users.repo'
import { allocateUsernames, newStartPassword } from './start-password'
import { findMember, insertCardStudents, lockUsernames, usernamesStartingWith } from './student-accounts.repo'

const lineProblem = (line: number, problem: string) =>
  studentAccountMessages.lineProblem.replace('{{line}}', String(line)).replace('{{problem}}', problem)

/**
 * A list of names for one of the teacher's classes (issue 34, decision 038): checked line by line
 * with the user names it would get (the preview), or made whole: every line an account without an
 * address, with a readable user name and a start password, and a member of the class. The start
 * passwords are in this answer only (docs/product/accounts.md "Students without an address").
 */
export async function createStudents(
  ctx: AppContext,
  teacherId: number,
  body: Required<CreateStudentsBody>,
): Promise<CreateStudentsAnswer> {
  // The practice class MySelf is the teacher's own; nobody joins it.
  const group = await findListedGroup(ctx.db, teacherId, body.group_id)
  if (!group) throw new AppError('notFound')
  const lines = parseNameList(body.names)
  if (lines.length === 0) throw AppError.field('names', studentAccountMessages.empty)
  if (lines.length > studentNameLimits.maxRows)
    throw AppError.field('names', studentAccountMessages.tooManyRows)
  const bases = lines.map((line) => usernameBase(line.firstname, line.lastname))
  const rowsWith = (usernames: (string | null)[], passwords: (string | null)[], ids: (number | null)[]) =>
    lines.map(
      (line, index): CreatedStudentRow => ({
        ...line,
        username: line.problems.length > 0 ? null : usernames[index]!,
        start_password: passwords[index] ?? null,
        user_id: ids[index] ?? null,
      }),
    )

  if (!body.commit) {
    const proposed = allocateUsernames(bases, new Set(await usernamesStartingWith(ctx.db, bases)))
    return { rows: rowsWith(proposed, [], []), created: false }
  }
  const bad = lines.filter((line) => line.problems.length > 0)
  if (bad.length > 0) {
    const errors = Object.fromEntries(
      bad.map((line) => [
        `lines.${line.line}`,
        line.problems.map((problem) => lineProblem(line.line, problem)),
      ]),
    )
    throw new AppError(
      'validation',
      bad.length === 1
        ? studentAccountMessages.refusedOne
        : studentAccountMessages.refused.replace('{{count}}', String(bad.length)),
      errors,
    )
  }
  const teacher = await findUserById(ctx.db, teacherId)
  // The demo is open to anyone with its link: it makes no accounts that log in.
  if (!teacher || isDemoEmail(teacher.email, ctx.config.PRODUCT_DOMAIN)) {
    throw new AppError('forbidden', studentAccountMessages.demoNoCreate)
  }
  await ctx.throttle.consume(throttleRules.studentAccountsPerTeacher(teacherId))
  const passwords = lines.map(() => newStartPassword())
  // Hashed before the transaction: argon2 takes its time, the lock on user names should not.
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)))
  const now = ctx.clock.now()
  const created = await ctx.db.transaction(async (tx) => {
    await lockUsernames(tx)
    const usernames = allocateUsernames(bases, new Set(await usernamesStartingWith(tx, bases)))
    const accounts = await insertCardStudents(
      tx,
      lines.map((line, index) => ({
        firstname: line.firstname,
        lastname: line.lastname,
        username: usernames[index]!,
        passwordHash: hashes[index]!,
      })),
      { createdBy: teacherId, now },
    )
    await addMembers(
      tx,
      group.id,
      accounts.map((account) => account.id),
      now,
    )
    return { usernames, ids: accounts.map((account) => account.id) }
  })
  return { rows: rowsWith(created.usernames, passwords, created.ids), created: true }
}

/**
 * "Neue Karte": a new start password for a student of one of the teacher's classes whose account
 * this teacher made and who has no address of their own yet (whoever has one resets by mail). The
 * student's sessions end, the first login asks for an own password again, and a lock of decision 010
 * on new browsers ends as with a reset.
 */
export async function renewStartPassword(
  ctx: AppContext,
  teacherId: number,
  body: NewStartPasswordBody,
): Promise<NewStartPasswordAnswer> {
  const group = await findListedGroup(ctx.db, teacherId, body.group_id)
  const member = group && (await findMember(ctx.db, group.id, body.user_id))
  if (!member) throw new AppError('notFound')
  if (member.createdBy !== teacherId || member.email !== null || member.username === null) {
    throw new AppError('forbidden', studentAccountMessages.notYourStudent)
  }
  const password = newStartPassword()
  const passwordHash = await hashPassword(password)
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, member.id, { passwordHash, mustChangePassword: true }, ctx.clock.now())
    await revokeOtherSessions(tx, member.id)
  })
  await ctx.throttle.clear(throttleRules.loginPerAccount(loginNameOf(member)).key)
  return {
    user_id: member.id,
    firstname: member.firstname,
    lastname: member.lastname,
    username: member.username,
    start_password: password,
  }
}
