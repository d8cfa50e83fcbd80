import { createHash } from 'node:crypto'
import { isDemoEmail, type RosterImportAnswer, rosterImportMessages, rosterText } from '@lernraster/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { postgresErrorCode } from '../../lib/database-errors'
import { onceByKey } from '../../lib/idempotency'
import { throttleRules } from '../../lib/throttle'
import { emailOf } from '../users/user-view'
import { findUserById } from '../users/users.repo'
import { writeRoster } from './roster-commit'
import { newAccountsOf, planRoster, type RosterPlan } from './roster-plan'
import { readRoster } from './roster-read'
import { RosterRefusal } from './roster-refusal'
import { rosterStateOf, usernamesFor } from './roster-state'
import type { Roster } from './roster-types'
import { unpackRosterFiles } from './roster-unpack'
import { readPastTheRest, receiveRosterFiles, type UploadedFile } from './roster-upload'

/** The preview's plan; its user names are proposals, the commit allocates them again under the lock. */
async function planOf(db: Db, teacherId: number, roster: Roster): Promise<RosterPlan> {
  const state = await rosterStateOf(db, teacherId)
  return planRoster(roster, state, await usernamesFor(db, newAccountsOf(roster, state)))
}

/**
 * Classes and students from school administration software (issue 34 item 3, decision 044): the
 * files are read whole (a structural fault refuses them with its file and line), compared with what
 * earlier imports made, and either answered as a preview or written in one transaction: new classes,
 * new accounts without an address (user name and start password, as createStudents makes them),
 * memberships, names, inactive switches, and the class list's invitations for lines with an address.
 */
export async function importRoster(
  ctx: AppContext,
  teacherId: number,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RosterImportAnswer> {
  const teacher = await findUserById(ctx.db, teacherId)
  if (!teacher) throw new AppError('unauthenticated')
  try {
    await ctx.throttle.consume(throttleRules.rosterUploadsPerTeacher(teacherId))
  } catch (error) {
    // Refused before a byte of the files is read: let them flow past, so the client gets the answer.
    readPastTheRest(request)
    throw error
  }
  const { fields, files } = await receiveRosterFiles(request)
  // A commit repeated with its Idempotency-Key gets the first answer (decision 047): the files' bytes
  // are part of the request it must match.
  const fingerprint = { commit: fields.commit, files: files.map((file) => [file.name, digestOf(file.bytes)]) }
  const once = { userId: teacherId, fingerprint, takesEffect: fields.commit === 'true' }
  return onceByKey(ctx, request, reply, once, () =>
    checkOrWrite(ctx, teacher, fields.commit === 'true', files),
  )
}

const digestOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** The preview, or the commit in one transaction. */
async function checkOrWrite(
  ctx: AppContext,
  teacher: NonNullable<Awaited<ReturnType<typeof findUserById>>>,
  commit: boolean,
  files: UploadedFile[],
): Promise<RosterImportAnswer> {
  const teacherId = teacher.id
  const today = ctx.clock.now().toISOString().slice(0, 10)
  const roster = refusedAsField(() => readRoster(unpackRosterFiles(files), emailOf(teacher), today))
  const plan = await refusedAsFieldAsync(() => planOf(ctx.db, teacherId, roster))
  const answer = (written: RosterPlan, imported: boolean): RosterImportAnswer => ({
    format: roster.format,
    classes: written.classes,
    students: written.students,
    problems: roster.problems,
    imported,
  })
  if (!commit) return answer(plan, false)

  if (roster.problems.length > 0) {
    const errors: Record<string, string[]> = {}
    for (const problem of roster.problems) {
      const key = `files.${problem.file}.${problem.line}`
      errors[key] = [
        ...(errors[key] ?? []),
        rosterText(rosterImportMessages.lineProblem, {
          file: problem.file,
          line: problem.line ?? '-',
          problem: problem.message,
        }),
      ]
    }
    throw new AppError(
      'validation',
      roster.problems.length === 1
        ? rosterImportMessages.refusedOne
        : rosterText(rosterImportMessages.refused, { count: roster.problems.length }),
      errors,
    )
  }
  // The demo is open to anyone with its link: it makes no accounts that log in and sends no mail.
  if (isDemoEmail(teacher.email, ctx.config.PRODUCT_DOMAIN)) {
    throw new AppError('forbidden', rosterImportMessages.demoNoImport)
  }
  await ctx.throttle.consume(throttleRules.rosterImportsPerTeacher(teacherId))
  // Invitations send mail: they count against the class list's daily budget too (decision 037).
  if (plan.invites.length > 0) await ctx.throttle.consume(throttleRules.classImportPerTeacher(teacherId))
  try {
    const written = await refusedAsFieldAsync(() =>
      writeRoster(ctx, teacher, roster, plan.newAccounts.length),
    )
    ctx.mailer.flush()
    return answer(written, true)
  } catch (error) {
    // The advisory lock serialises one teacher's imports; an index is the last word (decision 044).
    if (postgresErrorCode(error) === '23505') throw new AppError('conflict', rosterImportMessages.raced)
    throw error
  }
}

function refusedAsField<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof RosterRefusal) throw AppError.field('files', error.message)
    throw error
  }
}

async function refusedAsFieldAsync<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof RosterRefusal) throw AppError.field('files', error.message)
    throw error
  }
}
