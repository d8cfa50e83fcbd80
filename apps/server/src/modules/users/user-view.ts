import { isDemoEmail, type PublicTeacher, type TourName, tourNames, type UserInfo } from '@lernraster/shared'
import type { SessionUser } from '../../db/schema'

export function toUserInfo(user: SessionUser, productDomain: string): UserInfo {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
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
