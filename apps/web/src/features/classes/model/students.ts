import type { GroupUser } from '@lernraster/shared'

type Named = Pick<GroupUser, 'firstname' | 'lastname'>

export function fullName(user: Named): string {
  return `${user.firstname} ${user.lastname}`.trim()
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true })

/** A class list as teachers read it: by last name, then first name ("Müller" with "Mueller", not after "Z"). */
export function sortStudents<User extends Named>(users: readonly User[]): User[] {
  return [...users].sort(
    (a, b) => collator.compare(a.lastname, b.lastname) || collator.compare(a.firstname, b.firstname),
  )
}
