import { isDemoEmail, type PublicTeacher, type UserInfo } from '@lernraster/shared'
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
    is_demo: isDemoEmail(user.email, productDomain),
  }
}

export function toPublicTeacher(user: SessionUser): PublicTeacher {
  return { id: user.id, firstname: user.firstname, lastname: user.lastname }
}
