import { isDemoEmail, type PublicTeacher, type TourName, tourNames, type UserInfo } from '@lernraster/shared'
import type { SessionUser } from '../../db/schema'

export function toUserInfo(user: SessionUser, productDomain: string): UserInfo {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: emailOf(user),
    new_email: user.newEmail,
    email_confirmed: user.emailConfirmed,
    activated: user.activated,
    role_id: user.roleId,
    goal: user.goal,
    show_tour: user.showTour,
    seen_tours: user.seenTours.filter(isTourName),
    is_demo: isDemoEmail(user.email, productDomain),
  }
}

export function toPublicTeacher(user: SessionUser): PublicTeacher {
  return { id: user.id, firstname: user.firstname, lastname: user.lastname }
}

/** A name a later version wrote (a tour this one does not have) is left out rather than refused. */
function isTourName(name: string): name is TourName {
  return (tourNames as readonly string[]).includes(name)
}

/**
 * The address of an account that must have one: teachers and administrators always do; only a
 * student a teacher created may have none (docs/product/accounts.md "Students without an address").
 */
export function emailOf(user: { id: number; email: string | null }): string {
  if (user.email === null) throw new Error(`account ${user.id} has no e-mail address`)
  return user.email
}
