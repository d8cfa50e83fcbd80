import { usernameBase } from '@lernraster/shared'
import type { Db } from '../../db/client'
import { allocateUsernames } from '../student-accounts/start-password'
import { usernamesStartingWith } from '../student-accounts/student-accounts.repo'
import { membersOf, rosterGroupsOf, rosterLinksOf } from './roster-import.repo'
import type { RosterState } from './roster-plan'
import type { RosterStudent } from './roster-types'

/** What is here of the teacher's imported classes and accounts: three statements. */
export async function rosterStateOf(db: Db, teacherId: number): Promise<RosterState> {
  const groups = await rosterGroupsOf(db, teacherId)
  return {
    groups,
    links: await rosterLinksOf(db, teacherId),
    members: await membersOf(
      db,
      groups.map((group) => group.id),
    ),
  }
}

/** The first free user names for the new accounts, as createStudents hands them out (decision 038). */
export async function usernamesFor(db: Db, students: RosterStudent[]): Promise<string[]> {
  const bases = students.map((student) => usernameBase(student.firstname, student.lastname))
  return allocateUsernames(bases, new Set(await usernamesStartingWith(db, bases)))
}
