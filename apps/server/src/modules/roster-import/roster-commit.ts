import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import type { UserRow } from '../../db/schema'
import { hashPassword } from '../../lib/passwords'
import { findAccountsByEmail } from '../class-import/class-import.repo'
import { inviteListLines } from '../class-import/list-invitations'
import { addMembers, type GroupSummary } from '../groups/groups.repo'
import { insertGroup } from '../groups/groups.service'
import { newStartPassword } from '../student-accounts/start-password'
import { insertCardStudents, lockUsernames } from '../student-accounts/student-accounts.repo'
import {
  insertRosterLinks,
  lockRosterImport,
  renameRosterGroup,
  renameStudents,
  setMembersActive,
  setRosterSource,
} from './roster-import.repo'
import { newAccountsOf, planRoster, type RosterPlan } from './roster-plan'
import { rosterStateOf, usernamesFor } from './roster-state'
import type { Roster } from './roster-types'

type Teacher = Pick<UserRow, 'id' | 'firstname' | 'lastname' | 'email'>

/**
 * Writes a roster in one transaction (decision 044), planned again under the teacher's import lock
 * and the lock on user names: of two commits at the same moment, the second finds what the first
 * made and makes nothing twice. The start passwords of `expectedNew` accounts are hashed before the
 * locks (argon2 takes its time); more are hashed inside only if the plan grew meanwhile. Answers the
 * plan with the ids, user names and start passwords of what was made.
 */
export async function writeRoster(
  ctx: AppContext,
  teacher: Teacher,
  roster: Roster,
  expectedNew: number,
): Promise<RosterPlan> {
  const passwords = Array.from({ length: expectedNew }, () => newStartPassword())
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)))
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    await lockRosterImport(tx, teacher.id)
    await lockUsernames(tx)
    const state = await rosterStateOf(tx, teacher.id)
    const accounts = newAccountsOf(roster, state)
    const usernames = await usernamesFor(tx, accounts)
    const plan = planRoster(roster, state, usernames)
    while (hashes.length < accounts.length) {
      const password = newStartPassword()
      passwords.push(password)
      hashes.push(await hashPassword(password))
    }

    const groupBySource = new Map<string, GroupSummary>(state.groups.map((group) => [group.sourceId, group]))
    for (const rosterClass of plan.newClasses) {
      const group = await insertGroup(tx, {
        teacherId: teacher.id,
        name: rosterClass.name,
        isOwnPractice: false,
        now,
      })
      await setRosterSource(tx, group.id, rosterClass.sourceId)
      groupBySource.set(rosterClass.sourceId, group)
    }
    for (const renamed of plan.renamedClasses) await renameRosterGroup(tx, renamed.groupId, renamed.name, now)

    const created = await insertCardStudents(
      tx,
      accounts.map((student, index) => ({
        firstname: student.firstname,
        lastname: student.lastname,
        username: usernames[index]!,
        passwordHash: hashes[index]!,
      })),
      { createdBy: teacher.id, now },
    )
    await insertRosterLinks(
      tx,
      teacher.id,
      created.map((account, index) => ({ sourceId: accounts[index]!.sourceId, userId: account.id })),
      now,
    )
    await renameStudents(tx, plan.renamedStudents, now)

    const userBySource = new Map(state.links.map((link) => [link.sourceId, link.userId]))
    for (const [index, account] of created.entries()) userBySource.set(accounts[index]!.sourceId, account.id)
    for (const [classId, group] of groupBySource) {
      const joining = plan.joins.filter((join) => join.classId === classId)
      await addMembers(
        tx,
        group.id,
        joining.map((join) => userBySource.get(join.studentId)!),
        now,
      )
    }
    for (const { groupId, userIds } of plan.reactivate) await setMembersActive(tx, groupId, userIds, true)
    for (const { groupId, userIds } of plan.deactivate) await setMembersActive(tx, groupId, userIds, false)
    await inviteAddresses(ctx, tx, teacher, plan, groupBySource, now)

    const passwordOf = new Map(accounts.map((student, index) => [student.sourceId, passwords[index]!]))
    const idOf = new Map(accounts.map((student, index) => [student.sourceId, created[index]!.id]))
    return {
      ...plan,
      classes: plan.classes.map((row) => ({ ...row, group_id: groupBySource.get(row.source_id)!.id })),
      students: plan.students.map((row) =>
        row.outcome === 'new'
          ? { ...row, user_id: idOf.get(row.source_id!)!, start_password: passwordOf.get(row.source_id!)! }
          : row,
      ),
    }
  })
}

/**
 * Lines with an address go the class list's way (decision 037), class by class. An address this
 * import made an account for in an earlier class joins the next one at once, as the class list's new
 * accounts do: the teacher made it for these classes.
 */
async function inviteAddresses(
  ctx: AppContext,
  tx: Db,
  teacher: Teacher,
  plan: RosterPlan,
  groupBySource: Map<string, GroupSummary>,
  now: Date,
) {
  const madeHere = new Map<string, number>()
  for (const [classId, group] of groupBySource) {
    const lines = plan.invites.filter((invite) => invite.classId === classId)
    if (lines.length === 0) continue
    const already = lines.filter((line) => madeHere.has(line.email))
    await addMembers(
      tx,
      group.id,
      already.map((line) => madeHere.get(line.email)!),
      now,
    )
    const others = lines.filter((line) => !madeHere.has(line.email))
    const known = new Map(
      (
        await findAccountsByEmail(
          tx,
          group.id,
          others.map((line) => line.email),
        )
      ).map((account) => [account.email, account]),
    )
    const made = await inviteListLines(ctx, tx, {
      group,
      teacher,
      lines: others.map((line) => ({ ...line, account: known.get(line.email) })),
      now,
    })
    for (const [email, id] of made) madeHere.set(email, id)
  }
}
