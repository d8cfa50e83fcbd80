import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import type { UserRow } from '../../db/schema'
import { noPasswordYet } from '../../lib/passwords'
import { hashToken, newToken } from '../../lib/secrets'
import { classInvitationMail, classJoinInvitationMail, teacherAddressListedMail } from '../../mail/templates'
import type { GroupSummary } from '../groups/groups.repo'
import { addMembers } from '../groups/groups.repo'
import {
  insertInvitationLinks,
  insertStudents,
  type KnownAccount,
  upsertInvitations,
} from './class-import.repo'

/**
 * How long an invitation link sets a first password, and how long an invitation into the class stays
 * open: a class list is often sent before the holidays.
 */
export const invitationDays = 14

/** A line of a list with an address that is not in the class yet, and the account it has, if any. */
export interface InvitedLine {
  firstname: string
  lastname: string
  email: string
  account?: KnownAccount
}

/**
 * The class list's way with addresses (decision 037), inside the caller's transaction: an address
 * without an account gets one (no password yet), the membership and the mail whose link sets the
 * password; an existing account is only invited (a teacher's too, which nothing can accept). The
 * caller flushes the mailer once the transaction has committed. Used by the class list and by roster
 * files (decision 044). Returns the accounts made, by address.
 */
export async function inviteListLines(
  ctx: AppContext,
  tx: Db,
  input: {
    group: GroupSummary
    teacher: Pick<UserRow, 'id' | 'firstname' | 'lastname' | 'email'>
    lines: InvitedLine[]
    now: Date
  },
): Promise<Map<string, number>> {
  const { group, teacher, now } = input
  const fresh = input.lines.filter((line) => !line.account)
  const existing = input.lines.filter((line) => line.account)
  const invitations = fresh.map((line) => ({ line, token: newToken() }))
  const expiresAt = new Date(now.getTime() + invitationDays * 24 * 60 * 60_000)
  const created = await insertStudents(tx, fresh, { passwordHash: noPasswordYet, now })
  const idByEmail = new Map(created.map((account) => [account.email, account.id]))
  // The teacher made these accounts for this class: they are members at once.
  await addMembers(
    tx,
    group.id,
    created.map((account) => account.id),
    now,
  )
  // An existing account is only invited (decision 037); a teacher's too, so that the inviting
  // teacher sees no difference, though nothing can accept it.
  await upsertInvitations(tx, {
    groupId: group.id,
    invitedBy: teacher.id,
    rows: existing.map((line) => ({
      userId: line.account!.id,
      firstname: line.firstname,
      lastname: line.lastname,
    })),
    now,
    expiresAt,
  })
  for (const { account } of existing) {
    await ctx.mailer.queue(tx, {
      to: account!.email,
      ...(account!.isStudent
        ? classJoinInvitationMail({
            firstname: account!.firstname,
            teacher,
            groupName: group.name,
            url: ctx.mailer.studentLink('/'),
            days: invitationDays,
          })
        : teacherAddressListedMail({ firstname: account!.firstname, teacher, groupName: group.name })),
    })
  }
  await insertInvitationLinks(
    tx,
    invitations.map(({ line, token }) => ({
      userId: idByEmail.get(line.email)!,
      tokenHash: hashToken(token),
    })),
    { now, expiresAt },
  )
  for (const { line, token } of invitations) {
    await ctx.mailer.queue(tx, {
      to: line.email,
      ...classInvitationMail({
        firstname: line.firstname,
        teacher,
        groupName: group.name,
        url: ctx.mailer.studentLink(`/reset-password?token=${token}`),
        days: invitationDays,
      }),
    })
  }
  return idByEmail
}
