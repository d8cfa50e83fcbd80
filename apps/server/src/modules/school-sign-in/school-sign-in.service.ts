import { Role, type RoleId, schoolSignInMessages, teacherAppRoles } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import type { UserRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { noPasswordYet } from '../../lib/passwords'
import { hashToken, newToken } from '../../lib/secrets'
import { sendEmailConfirmation } from '../auth/email-confirmation.service'
import type { LoginResult } from '../auth/login.service'
import { issueApiToken } from '../auth/session.service'
import { trustDevice } from '../auth/trusted-devices.repo'
import { openCrystalAccount } from '../store/crystals.repo'
import { insertMembership } from '../student-app/classes.repo'
import { createAccount } from '../users/create-account'
import { findUserByEmail, findUserById, isEmailTakenError } from '../users/users.repo'
import type { SchoolClaims } from './oidc-client'
import type { OidcSettings, SignInApp } from './oidc-settings'
import {
  findLink,
  hasLinkFromIssuer,
  insertLink,
  lockSchoolSubject,
  renewLinkSchool,
} from './school-accounts.repo'
import { findClassOfSchool } from './school-class.repo'
import { mayLinkByAddress, type SchoolPerson, schoolPersonOf } from './school-person'

const emailInUse = () => new AppError('forbidden', schoolSignInMessages.emailInUse)

/**
 * Signs in the person the provider vouched for, with the same session as the password login
 * (decision 004): the account linked to (issuer, subject), else a new one (decision 043). The whole
 * change is one transaction under a lock per person, so two first sign-ins make one account.
 */
export async function signInWithSchoolAccount(
  ctx: AppContext,
  settings: OidcSettings,
  claims: SchoolClaims,
  app: SignInApp,
  deviceToken: string | undefined,
): Promise<LoginResult> {
  const person = schoolPersonOf(settings, claims)
  // As at the password login, one account is never both (decision 019); nothing is created first.
  if (app === 'student' && person.role === 'teacher') throw new AppError('teacherNotAllowed')
  const device = deviceToken ?? newToken()
  try {
    const apiToken = await ctx.db.transaction(async (tx) => {
      await lockSchoolSubject(tx, settings.issuer, person.subject)
      const user = await linkedOrNewAccount(ctx, tx, settings, person)
      if (app === 'student' && user.roleId !== Role.student) throw new AppError('teacherNotAllowed')
      await trustDevice(tx, user.id, hashToken(device), ctx.clock.now())
      return issueApiToken(ctx, tx, user.id)
    })
    ctx.mailer.flush()
    return { apiToken, deviceToken: device }
  } catch (error) {
    // Someone registered the teacher's address between our look-up and the insert.
    if (isEmailTakenError(error)) throw emailInUse()
    throw error
  }
}

async function linkedOrNewAccount(
  ctx: AppContext,
  db: Db,
  settings: OidcSettings,
  person: SchoolPerson,
): Promise<UserRow> {
  const now = ctx.clock.now()
  const school = person.school ?? null
  const existing = await findLink(db, settings.issuer, person.subject)
  const linked = existing && (await findUserById(db, existing.userId))
  if (existing && linked) {
    if (existing.school !== school) await renewLinkSchool(db, existing.id, school)
    return linked
  }
  const link = (userId: number) =>
    insertLink(db, { issuer: settings.issuer, subject: person.subject, school, userId, now })
  if (person.email) {
    const holder = await findUserByEmail(db, person.email)
    if (holder) {
      // An account with this address exists: linked only where the provider is the address's
      // authority, never silently taken over (decision 043).
      const teacherAccount = teacherAppRoles.includes(holder.roleId as RoleId)
      if (!teacherAccount || !mayLinkByAddress(settings, person)) throw emailInUse()
      if (await hasLinkFromIssuer(db, holder.id, settings.issuer)) throw emailInUse()
      await link(holder.id)
      return holder
    }
  }
  const user =
    person.role === 'teacher'
      ? await newTeacher(ctx, db, person)
      : await newStudent(ctx, db, settings, person)
  await link(user.id)
  return user
}

/**
 * A teacher as at registration: waiting for the provider's activation, unless the configured domain or
 * claim marks them; their address is confirmed when the school's provider says it verified it, else
 * the usual confirmation mail goes out.
 */
async function newTeacher(ctx: AppContext, db: Db, person: SchoolPerson): Promise<UserRow> {
  const now = ctx.clock.now()
  const email = person.email!
  const user = await createAccount(
    db,
    {
      firstname: person.firstname,
      lastname: person.lastname,
      email,
      passwordHash: noPasswordYet,
      roleId: Role.teacher,
      emailConfirmed: person.emailVerified,
      activated: person.activated || (person.emailVerified && ctx.config.AUTO_ACTIVATE_TEACHERS),
    },
    now,
  )
  await openCrystalAccount(db, user.id, ctx.config.CRYSTALS_START, now)
  if (!person.emailVerified) await sendEmailConfirmation(ctx, db, user, email)
  return user
}

/**
 * A student without an address and without a password (they sign in through the school), in the
 * class the class claim names when exactly one class of the school has that name; else in none, and
 * they join with the class code as any student.
 */
async function newStudent(
  ctx: AppContext,
  db: Db,
  settings: OidcSettings,
  person: SchoolPerson,
): Promise<UserRow> {
  const now = ctx.clock.now()
  const user = await createAccount(
    db,
    {
      firstname: person.firstname,
      lastname: person.lastname,
      email: null,
      passwordHash: noPasswordYet,
      roleId: Role.student,
      emailConfirmed: false,
      activated: true,
    },
    now,
  )
  const schoolClass =
    person.className &&
    (await findClassOfSchool(db, {
      issuer: settings.issuer,
      school: person.school,
      bySchool: settings.schoolClaim !== undefined,
      className: person.className,
    }))
  if (schoolClass) {
    await insertMembership(
      db,
      { groupId: schoolClass.id, userId: user.id, now },
      { kind: 'groups', teachers: [schoolClass.teacherId] },
    )
  }
  return user
}
