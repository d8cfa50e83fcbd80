import path from 'node:path'
import {
  archiveRules,
  isDemoEmail,
  type PublicationItem,
  providerLimits,
  Role,
  type RoleId,
  roleNames,
  storeLimits,
} from '@lernraster/shared'
import { z } from 'zod'
import type { AppContext } from '../context'
import { AppError } from '../lib/app-error'
import { hashPassword } from '../lib/passwords'
import { newReadablePassword } from '../lib/secrets'
import { throttleRules } from '../lib/throttle'
import { activatedMail } from '../mail/templates'
import { resetDemoAccounts, rotateDemoLink, standingDemoLink } from '../modules/demo/demo.service'
import { simulateStudentActivity } from '../modules/demo/demo-activity'
import { describeMigration, migrateFiles } from '../modules/files/files-migration'
import { classesDueForDeletion } from '../modules/school-year/school-year.repo'
import { grantCrystals } from '../modules/store/crystals.service'
import { confirmPublication, declinePublication, getPublications } from '../modules/store/review.service'
import { takeDownModule } from '../modules/store-provider/takedown.service'
import { createAccount } from '../modules/users/create-account'
import { findUserByEmail, listAllUsers, updateUser } from '../modules/users/users.repo'
import { formatBackup } from './backup/backup-report'
import { createBackup } from './backup/create-backup'

const email = z.string().trim().toLowerCase().pipe(z.email())
const moduleId = z.coerce.number().int().min(1)
const reviewReason = z.string().trim().min(1).max(storeLimits.declineReasonMax)
const grantAmount = z.coerce
  .number()
  .int()
  .min(-storeLimits.grantMax)
  .max(storeLimits.grantMax)
  .refine((amount) => amount !== 0)
const grantReason = z.string().trim().min(1).max(storeLimits.grantReasonMax)
const takedownReason = z.string().trim().min(1).max(providerLimits.takedownReasonMax)
/** Absolute: the command may travel to a server that runs in another folder. */
const folder = z
  .string()
  .min(1)
  .refine((value) => path.isAbsolute(value))

/** The provider's commands (`npm run admin -- <command>`), as data so they can travel to the server. */
export const adminCommand = z.discriminatedUnion('name', [
  z.object({ name: z.literal('activate'), email }),
  z.object({ name: z.literal('deactivate'), email }),
  z.object({ name: z.literal('users') }),
  z.object({ name: z.literal('add-user'), email, role: z.enum(['teacher', 'student', 'admin']) }),
  z.object({ name: z.literal('demo-link'), rotate: z.boolean().optional() }),
  z.object({ name: z.literal('reset-demo') }),
  z.object({ name: z.literal('demo-activity'), email }),
  z.object({ name: z.literal('unlock'), email }),
  z.object({ name: z.literal('publications') }),
  z.object({ name: z.literal('confirm'), id: moduleId }),
  z.object({ name: z.literal('decline'), id: moduleId, reason: reviewReason }),
  z.object({ name: z.literal('grant'), email, amount: grantAmount, reason: grantReason }),
  z.object({ name: z.literal('takedown'), id: moduleId, reason: takedownReason }),
  z.object({ name: z.literal('files'), action: z.literal('migrate') }),
  z.object({ name: z.literal('archive'), action: z.literal('due') }),
  z.object({ name: z.literal('backup'), folder }),
])
export type AdminCommand = z.infer<typeof adminCommand>

export const adminUsage = `Usage: npm run admin -- <command>
  activate <email>                         activate a teacher account (mails the teacher)
  deactivate <email>                       take the activation back
  users                                    list every account with role, confirmed, activated
  add-user <email> --role teacher|student|admin
                                           create a confirmed, activated account; prints its password
  demo-link                                print the demo login link (the one npm start prints)
  demo-link --rotate                       replace it: every earlier demo link stops working
  reset-demo                               restore the demo accounts' data now
  demo-activity <email>                    a student of that demo account's running module rates a
                                           question and asks about it (watch the feeds move)
  unlock <email>                           let an account log in from new browsers again at once
  publications                             list the publications awaiting review (oldest first)
  confirm <module id>                      publish it in the store (mails the author)
  decline <module id> --reason "..."       decline it with the reason (mails the author)
  grant <email> <amount> --reason "..."    give a teacher crystals (a negative amount takes them back)
  takedown <module id> --reason "..."      take a listed module off the store (mails the author the
                                           reason; buyers keep their copies)
  files migrate                            move the files kept in the other store (folder or database)
                                           into the one in use, FILES_STORE (README "Where files live")
  archive due                              list the archived classes the retention deletes in the next
                                           30 days (ARCHIVE_RETENTION_YEARS; README "School year")
  backup <folder>                          write the database and the uploaded files into a new
                                           folder <folder>/lernraster-<UTC time>/
                                           (README "Backup and restore")
  restore <backup folder>                  restore a backup into an empty database and files folder;
                                           stop the server first on the embedded database`

/** `archive due`: what the hourly maintenance will delete within the notice, soonest first. */
async function describeDueArchives(ctx: AppContext): Promise<string> {
  const years = ctx.config.ARCHIVE_RETENTION_YEARS
  if (years === undefined) return 'ARCHIVE_RETENTION_YEARS is not set: archived classes are kept.'
  const due = await classesDueForDeletion(ctx.db, years, ctx.clock.now())
  if (due.length === 0) return `No archived class is deleted in the next ${archiveRules.noticeDays} days.`
  return due.map((row) => `${row.deleteOn}  ${row.name} (class ${row.id})  ${row.teacher}`).join('\n')
}

/** A folder as typed, from where it was typed (npm runs the command in the workspace's folder). */
const typedPath = (value: string | undefined) =>
  value === undefined ? undefined : path.resolve(process.env.INIT_CWD ?? process.cwd(), value)

/**
 * `restore <backup folder>`: not a command of the union above, because it must never travel to a
 * running server and must not open (and so migrate) its target first; cli/admin.ts runs it alone.
 * Answers the folder, or undefined for every other command.
 */
export function parseRestoreArgs(argv: string[]): string | undefined {
  const [name, ...rest] = argv
  if (name !== 'restore') return undefined
  if (rest.length !== 1 || rest[0]!.startsWith('--')) throw new UsageError(`Cannot read "${argv.join(' ')}".`)
  return typedPath(rest[0])
}

/** Reads `activate a@b.ch`, `add-user a@b.ch --role teacher`, ...; throws a usage error when off. */
export function parseAdminArgs(argv: string[]): AdminCommand {
  const [name, ...rest] = argv
  const valued = ['--role', '--reason']
  const flagValue = (flag: string) => (rest.indexOf(flag) >= 0 ? rest[rest.indexOf(flag) + 1] : undefined)
  const role = flagValue('--role')
  const reason = flagValue('--reason')
  const rotate = rest.includes('--rotate')
  const positional = rest.filter(
    (arg, index) => arg !== '--rotate' && !valued.includes(arg) && !valued.includes(rest[index - 1] ?? ''),
  )
  const [first, second] = positional
  const parsed = adminCommand.safeParse({
    name,
    email: first,
    id: first,
    action: first,
    amount: second,
    folder: typedPath(first),
    role,
    reason,
    ...(rotate ? { rotate } : {}),
  })
  // A flag the command does not know is refused, never silently dropped (`users --rotate`).
  const flagUnknown =
    (rotate && parsed.data?.name !== 'demo-link') ||
    (role !== undefined && parsed.data?.name !== 'add-user') ||
    (reason !== undefined && !['decline', 'grant', 'takedown'].includes(parsed.data?.name ?? ''))
  if (!parsed.success || flagUnknown) {
    throw new UsageError(name ? `Cannot read "${argv.join(' ')}".` : 'No command given.')
  }
  return parsed.data
}

export class UsageError extends Error {}

async function requireUser(ctx: AppContext, address: string) {
  const user = await findUserByEmail(ctx.db, address)
  if (!user) throw new AppError('notFound', `No account with the e-mail address ${address}.`)
  return user
}

function formatUsers(rows: Awaited<ReturnType<typeof listAllUsers>>): string {
  const header = ['id', 'email', 'role', 'confirmed', 'activated', 'name']
  const lines = rows.map((user) => [
    String(user.id),
    // A student a teacher created may have no address: the user name stands in (decision 038).
    user.email ?? user.username ?? '-',
    roleNames[user.roleId as RoleId] ?? String(user.roleId),
    user.emailConfirmed ? 'yes' : 'no',
    user.activated ? 'yes' : 'no',
    `${user.firstname} ${user.lastname}`,
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  )
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd()
  return [format(header), ...lines.map(format), `${rows.length} account(s)`].join('\n')
}

function formatPublications(items: PublicationItem[]): string {
  if (items.length === 0) return 'No publication awaits review.'
  const lines = items.map(
    (item) =>
      `${item.module_id}  ${item.submitted_at.slice(0, 16).replace('T', ' ')}  ${item.name}  by ${item.author.email}` +
      `${item.is_new_version ? '  (new version)' : ''}  ${item.crystals} crystals, ${item.questions_count} questions`,
  )
  return [
    ...lines,
    `${items.length} awaiting review: npm run admin -- confirm <id> | decline <id> --reason "..."`,
  ].join('\n')
}

/** Runs one command and answers the text to print. */
export async function runAdminCommand(ctx: AppContext, command: AdminCommand): Promise<string> {
  switch (command.name) {
    case 'activate': {
      const user = await requireUser(ctx, command.email)
      if (user.activated) return `${user.email} is already activated.`
      await ctx.db.transaction(async (tx) => {
        await updateUser(tx, user.id, { activated: true }, ctx.clock.now())
        await ctx.mailer.queue(tx, {
          to: user.email,
          ...activatedMail({ firstname: user.firstname, url: ctx.mailer.link('/') }),
        })
      })
      ctx.mailer.flush()
      const note = user.emailConfirmed
        ? ''
        : ' The e-mail address is not confirmed yet; the teacher must still confirm it.'
      return `Activated ${user.email}.${note}`
    }
    case 'deactivate': {
      const user = await requireUser(ctx, command.email)
      await updateUser(ctx.db, user.id, { activated: false }, ctx.clock.now())
      return `Deactivated ${user.email}.`
    }
    case 'users':
      return formatUsers(await listAllUsers(ctx.db))
    case 'add-user': {
      if (await findUserByEmail(ctx.db, command.email))
        throw new AppError('emailTaken', `${command.email} already has an account.`)
      if (isDemoEmail(command.email, ctx.config.PRODUCT_DOMAIN)) {
        throw new AppError(
          'validation',
          `${command.email} is a demo address; use demo-link for the demo account.`,
        )
      }
      const password = newReadablePassword()
      const passwordHash = await hashPassword(password)
      await ctx.db.transaction((tx) =>
        createAccount(
          tx,
          {
            firstname: command.email.split('@')[0]!,
            lastname: '',
            email: command.email,
            passwordHash,
            roleId: Role[command.role],
            emailConfirmed: true,
            activated: true,
          },
          ctx.clock.now(),
        ),
      )
      return `Created ${command.role} ${command.email} with the password: ${password}\nAsk them to change it under Einstellungen.`
    }
    case 'demo-link':
      if (!command.rotate) return standingDemoLink(ctx)
      return `${await rotateDemoLink(ctx)}\nThis is the new demo link; every earlier one no longer works.`
    case 'reset-demo':
      return `Reset ${await resetDemoAccounts(ctx)} demo account(s).`
    case 'demo-activity': {
      const user = await requireUser(ctx, command.email)
      if (!isDemoEmail(user.email, ctx.config.PRODUCT_DOMAIN))
        throw new AppError(
          'validation',
          `${user.email} is not a demo account: its students rate for themselves.`,
        )
      return (await simulateStudentActivity(ctx, user.id)) ?? `No class of ${user.email} runs a module.`
    }
    case 'publications':
      return formatPublications(await getPublications(ctx, 'awaiting'))
    case 'confirm':
      return `${(await confirmPublication(ctx, null, command.id)).message} The author was mailed.`
    case 'decline':
      return `${(await declinePublication(ctx, null, { id: command.id, reason: command.reason })).message} The author was mailed.`
    case 'grant': {
      const user = await requireUser(ctx, command.email)
      const balance = await grantCrystals(ctx, {
        actorId: null,
        userId: user.id,
        amount: command.amount,
        reason: command.reason,
      })
      return `${command.amount > 0 ? 'Gave' : 'Took'} ${Math.abs(command.amount)} crystals ${command.amount > 0 ? 'to' : 'from'} ${user.email}; the balance is now ${balance}.`
    }
    case 'takedown':
      return `${(await takeDownModule(ctx, { actorId: null, moduleId: command.id, reason: command.reason })).message}`
    case 'files':
      return describeMigration(ctx, await migrateFiles(ctx))
    case 'archive':
      return describeDueArchives(ctx)
    case 'backup':
      return formatBackup(await createBackup(ctx, command.folder), ctx.files.kind)
    case 'unlock': {
      const user = await requireUser(ctx, command.email)
      await ctx.throttle.clear(throttleRules.loginPerAccount(user.email).key)
      return `${user.email} can log in from new browsers again.`
    }
  }
}
