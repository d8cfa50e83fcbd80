/** role_id values of the platform (docs/product/accounts.md "Roles and access"). */
export const Role = {
  admin: 1,
  student: 2,
  teacher: 3,
} as const

export type RoleId = (typeof Role)[keyof typeof Role]

export const roleNames: Record<RoleId, 'admin' | 'student' | 'teacher'> = {
  1: 'admin',
  2: 'student',
  3: 'teacher',
}

/** Roles that may use the teacher app and its API. */
export const teacherAppRoles: readonly RoleId[] = [Role.admin, Role.teacher]

/** Roles that must confirm their e-mail and be activated before they get past /auth/. */
export const rolesNeedingActivation: readonly RoleId[] = [Role.admin, Role.teacher]
