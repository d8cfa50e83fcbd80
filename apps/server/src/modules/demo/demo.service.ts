import { Role } from '@lernraster/shared'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import type { UserRow } from '../../db/schema'
import { hashPassword } from '../../lib/passwords'
import { claimScheduledRun, type ScheduledRun } from '../../lib/scheduled-runs'
import { hashToken, newToken } from '../../lib/secrets'
import { createAccount } from '../users/create-account'
import { emailOf } from '../users/user-view'
import { findUserByEmail, updateUser } from '../users/users.repo'
import { hasAnyUser, listDemoUsers } from './demo.repo'
import { deleteDemoLinksOf, findStandingDemoLink, insertDemoLink } from './demo-links.repo'
import { ensureDemoColleague, findDemoColleague } from './school/demo-colleague'
import { type DemoFileSink, inDemoTransaction } from './school/demo-files'
import { demoSchoolSeed, planDemoSchool } from './school/demo-school-plan'
import { writeDemoStore } from './school/demo-store'
import { clearDemoSchool, writeDemoSchool } from './school/write-demo-school'

/** The profile every demo teacher returns to at the nightly reset. */
const demoProfile = {
  firstname: 'Demo',
  lastname: 'Lehrperson',
  showTour: true,
  seenTours: [] as string[],
  goal: 4,
  newEmail: null,
} as const

export const demoTeacherEmail = (productDomain: string) => `demo@${productDomain}`

async function ensureDemoTeacher(ctx: AppContext, tx: Db, files: DemoFileSink): Promise<UserRow> {
  const email = demoTeacherEmail(ctx.config.PRODUCT_DOMAIN)
  const existing = await findUserByEmail(tx, email)
  if (existing) return existing
  // Nobody logs in with this password: demo visitors come in through demo links.
  const passwordHash = await hashPassword(newToken())
  const teacher = await createAccount(
    tx,
    { ...demoProfile, email, passwordHash, roleId: Role.teacher, emailConfirmed: true, activated: true },
    ctx.clock.now(),
  )
  await restoreDemoSchool(ctx, tx, teacher, files)
  return teacher
}

/**
 * The demo school of one demo account, as the fixed seed makes it (the account's address is the
 * seed, so two demo accounts do not get identical class codes), with its modules and their files,
 * the modules running with its classes, the module its colleague shares with it, and its purchase in
 * the store (demo-store.ts).
 */
async function restoreDemoSchool(
  ctx: AppContext,
  tx: Db,
  teacher: UserRow,
  files: DemoFileSink,
): Promise<void> {
  const now = ctx.clock.now()
  files.replaced.push(...(await clearDemoSchool(tx, teacher.id)))
  const colleague = await ensureDemoColleague(tx, now)
  const seed = demoSchoolSeed(emailOf(teacher))
  await writeDemoSchool(
    tx,
    planDemoSchool(seed),
    { teacherId: teacher.id, colleagueId: colleague.id },
    seed,
    now,
    files,
  )
  await writeDemoStore(tx, teacher.id, { startCrystals: ctx.config.CRYSTALS_START, now, sink: files })
}

/** A transaction of the demo: the files it writes or replaces leave the disk as its outcome says. */
const demoTransaction = <T>(ctx: AppContext, work: (tx: Db, files: DemoFileSink) => Promise<T>) =>
  inDemoTransaction(ctx.db, ctx.files, work)

/**
 * The standing `/demo?token=...` link: `npm start` and `admin demo-link` print the same one, at
 * every start, until the provider rotates it. Its token is kept (decision 011), so it can be printed
 * again; a link without a kept token cannot be and is replaced.
 */
export async function standingDemoLink(ctx: AppContext): Promise<string> {
  const token = await demoTransaction(ctx, async (tx, files) => {
    const user = await ensureDemoTeacher(ctx, tx, files)
    const standing = await findStandingDemoLink(tx, user.id)
    if (standing?.token) return standing.token
    if (standing) await deleteDemoLinksOf(tx, user.id)
    return addStandingLink(ctx, tx, user.id)
  })
  return demoUrl(ctx, token)
}

/** A new standing link; every earlier link into the demo account stops working. */
export async function rotateDemoLink(ctx: AppContext): Promise<string> {
  const token = await demoTransaction(ctx, async (tx, files) => {
    const user = await ensureDemoTeacher(ctx, tx, files)
    await deleteDemoLinksOf(tx, user.id)
    return addStandingLink(ctx, tx, user.id)
  })
  return demoUrl(ctx, token)
}

async function addStandingLink(ctx: AppContext, tx: Db, userId: number): Promise<string> {
  const token = newToken()
  const input = {
    userId,
    tokenHash: hashToken(token),
    purpose: 'start' as const,
    token,
    now: ctx.clock.now(),
  }
  if (await insertDemoLink(tx, input)) return token
  // Another server made it a moment ago (PostgreSQL): print that one.
  const standing = await findStandingDemoLink(tx, userId)
  if (!standing?.token) throw new Error('The standing demo link vanished while it was being made')
  return standing.token
}

const demoUrl = (ctx: AppContext, token: string) => `${ctx.config.APP_URL}/demo?token=${token}`

/** On an empty database (first start), the demo school is created so there is something to see. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<boolean> {
  if (await hasAnyUser(ctx.db)) return false
  // Instances starting together on one empty database: the demo lock (inDemoTransaction) lets one
  // seed; the others wait for its commit and then find the users here, so only the instance that
  // created the demo data says so (decision 046).
  return demoTransaction(ctx, async (tx, files) => {
    if (await hasAnyUser(tx)) return false
    await ensureDemoTeacher(ctx, tx, files)
    return true
  })
}

/**
 * Restores every demo account, its profile and its school (subjects, classes, modules with their
 * files, homework and results); run nightly and by `admin reset-demo`. Each feature that gives demo
 * accounts data restores it here too. The files of the old demo leave the disk after the commit.
 */
function restoreDemo(ctx: AppContext, once?: ScheduledRun): Promise<number | null> {
  return demoTransaction<number | null>(ctx, async (tx, files) => {
    // The nightly run: another instance on the same database may have done it already.
    if (once && !(await claimScheduledRun(tx, once, ctx.clock.now()))) return null
    const demoUsers = await listDemoUsers(tx, ctx.config.PRODUCT_DOMAIN)
    // The colleague's modules of every demo account at once (each restore writes its own again),
    // so none is left behind, not even of a demo account that no longer exists.
    const colleague = await findDemoColleague(tx)
    if (colleague) files.replaced.push(...(await clearDemoSchool(tx, colleague.id)))
    for (const user of demoUsers) {
      await updateUser(tx, user.id, demoProfile, ctx.clock.now())
      await restoreDemoSchool(ctx, tx, user, files)
    }
    return demoUsers.length
  })
}

export async function resetDemoAccounts(ctx: AppContext): Promise<number> {
  return (await restoreDemo(ctx)) ?? 0
}

/**
 * The nightly reset, once per period however many instances share the database: the first claims
 * the run, the others get null and leave the demo as that one made it.
 */
export function resetDemoAccountsOnce(ctx: AppContext, run: ScheduledRun): Promise<number | null> {
  return restoreDemo(ctx, run)
}
