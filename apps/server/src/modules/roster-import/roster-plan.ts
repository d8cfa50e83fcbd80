import {
  type RosterClassRow,
  type RosterStudentRow,
  rosterImportMessages,
  rosterLimits,
  rosterText,
} from '@lernraster/shared'
import type { RosterGroup, RosterLink, RosterMember } from './roster-import.repo'
import { RosterRefusal } from './roster-refusal'
import type { Roster, RosterClass, RosterStudent } from './roster-types'

/** What is here already: the teacher's imported classes, imported accounts and the classes' members. */
export interface RosterState {
  groups: RosterGroup[]
  links: RosterLink[]
  members: RosterMember[]
}

/** What an import does, row by row for the answer and as the changes the commit writes. */
export interface RosterPlan {
  classes: RosterClassRow[]
  students: RosterStudentRow[]
  newClasses: RosterClass[]
  renamedClasses: { groupId: number; name: string }[]
  /** One per student, in the order of first appearance; `usernames` gives theirs at the same index. */
  newAccounts: RosterStudent[]
  renamedStudents: { userId: number; firstname: string; lastname: string }[]
  /** Memberships to add, by the file's ids (the class or the account may be new). */
  joins: { classId: string; studentId: string }[]
  reactivate: { groupId: number; userIds: number[] }[]
  deactivate: { groupId: number; userIds: number[] }[]
  /** Lines with an address for the class list's way (decision 037), by the class's file id. */
  invites: { classId: string; firstname: string; lastname: string; email: string }[]
}

/** The students who get a new account without an address: neither imported before nor with an address. */
export function newAccountsOf(roster: Roster, state: RosterState): RosterStudent[] {
  const linked = new Set(state.links.map((link) => link.sourceId))
  return [...roster.students.values()].filter(
    (student) => !linked.has(student.sourceId) && student.email === null,
  )
}

/**
 * Compares the files with what is here (decision 044). The file's ids decide: a class this teacher
 * imported before is the same class, an account a former import made is the same account. A member an
 * import brought that the file no longer has in the class is switched inactive; members who joined
 * otherwise (by code, by a class list) are left alone. `usernames` are those of `newAccountsOf`, in
 * its order.
 */
export function planRoster(roster: Roster, state: RosterState, usernames: string[]): RosterPlan {
  const groupBySource = new Map(state.groups.map((group) => [group.sourceId, group]))
  const linkBySource = new Map(state.links.map((link) => [link.sourceId, link]))
  const linkByUser = new Map(state.links.map((link) => [link.userId, link]))
  const membersByGroup = new Map<number, RosterMember[]>()
  for (const member of state.members) {
    membersByGroup.set(member.groupId, [...(membersByGroup.get(member.groupId) ?? []), member])
  }
  const accounts = newAccountsOf(roster, state)
  if (accounts.length > rosterLimits.maxNewAccounts) {
    throw new RosterRefusal(rosterText(rosterImportMessages.tooManyNewAccounts, { count: accounts.length }))
  }
  const proposed = new Map(usernames.map((name, index) => [accounts[index]!.sourceId, name]))

  const plan: RosterPlan = {
    classes: [],
    students: [],
    newClasses: [],
    renamedClasses: [],
    newAccounts: accounts,
    renamedStudents: [],
    joins: [],
    reactivate: [],
    deactivate: [],
    invites: [],
  }
  for (const link of state.links) {
    const student = roster.students.get(link.sourceId)
    if (student && (student.firstname !== link.firstname || student.lastname !== link.lastname)) {
      plan.renamedStudents.push({
        userId: link.userId,
        firstname: student.firstname,
        lastname: student.lastname,
      })
    }
  }
  const renamed = new Set(plan.renamedStudents.map((student) => student.userId))
  for (const rosterClass of roster.classes) {
    const group = groupBySource.get(rosterClass.sourceId)
    const enrollments = roster.enrollments.filter((enrollment) => enrollment.classId === rosterClass.sourceId)
    if (!group) plan.newClasses.push(rosterClass)
    else if (group.name !== rosterClass.name)
      plan.renamedClasses.push({ groupId: group.id, name: rosterClass.name })
    plan.classes.push({
      source_id: rosterClass.sourceId,
      name: rosterClass.name,
      outcome: !group ? 'new' : group.name !== rosterClass.name ? 'rename' : 'unchanged',
      group_id: group?.id ?? null,
      students: enrollments.length,
    })
    const members = new Map(
      (group ? (membersByGroup.get(group.id) ?? []) : []).map((member) => [member.userId, member]),
    )
    const memberEmails = new Set([...members.values()].map((member) => member.email).filter(Boolean))
    const inFile = new Set<number>()
    const reactivate: number[] = []
    const rowBase = {
      class_source_id: rosterClass.sourceId,
      class_name: rosterClass.name,
      start_password: null,
    }
    for (const enrollment of enrollments) {
      const student = roster.students.get(enrollment.userId)!
      const link = linkBySource.get(student.sourceId)
      const row = {
        ...rowBase,
        file: enrollment.file,
        line: enrollment.line,
        source_id: student.sourceId,
        firstname: student.firstname,
        lastname: student.lastname,
        email: link ? null : student.email,
      }
      if (link) {
        inFile.add(link.userId)
        const member = members.get(link.userId)
        if (!member) plan.joins.push({ classId: rosterClass.sourceId, studentId: student.sourceId })
        if (member && !member.active) reactivate.push(link.userId)
        const outcome = !member
          ? 'added'
          : !member.active
            ? 'reactivate'
            : renamed.has(link.userId)
              ? 'update'
              : 'unchanged'
        plan.students.push({ ...row, outcome, username: link.username, user_id: link.userId })
      } else if (student.email !== null) {
        // The same words for every address not in the class: they reveal nobody's account (decision 037).
        const outcome = memberEmails.has(student.email) ? 'member' : 'invite'
        if (outcome === 'invite') {
          const { firstname, lastname, email } = student
          plan.invites.push({ classId: rosterClass.sourceId, firstname, lastname, email })
        }
        plan.students.push({ ...row, outcome, username: null, user_id: null })
      } else {
        plan.joins.push({ classId: rosterClass.sourceId, studentId: student.sourceId })
        plan.students.push({
          ...row,
          outcome: 'new',
          username: proposed.get(student.sourceId) ?? null,
          user_id: null,
        })
      }
    }
    if (group && reactivate.length > 0) plan.reactivate.push({ groupId: group.id, userIds: reactivate })
    const gone = [...members.values()].filter(
      (member) => member.active && linkByUser.has(member.userId) && !inFile.has(member.userId),
    )
    if (group && gone.length > 0)
      plan.deactivate.push({ groupId: group.id, userIds: gone.map((member) => member.userId) })
    for (const member of gone) {
      const link = linkByUser.get(member.userId)!
      plan.students.push({
        ...rowBase,
        file: null,
        line: null,
        source_id: link.sourceId,
        firstname: link.firstname,
        lastname: link.lastname,
        email: null,
        outcome: 'inactive',
        username: link.username,
        user_id: link.userId,
      })
    }
  }
  return plan
}
