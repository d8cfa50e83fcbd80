import { idempotencyKeepHours } from '@lernraster/shared'
import { lt } from 'drizzle-orm'
import type { AppContext } from './context'
import { apiTokens, emailConfirmations, passwordResets, scheduledRuns } from './db/schema'
import { deleteKeysCreatedBefore } from './lib/idempotency-keys.repo'
import { claimScheduledRun, hourPeriod } from './lib/scheduled-runs'
import { deleteMailsSentBefore, sentMailKeepDays } from './mail/outbox'
import { deviceCookieDays } from './modules/auth/device-cookie'
import { deleteTrustedDevicesUnusedSince } from './modules/auth/trusted-devices.repo'
import { lateGraceMs } from './modules/checks/student-check-view'
import { closeOverdueAttempts } from './modules/checks/student-checks.repo'
import { removeUnusedUploads } from './modules/files/unused-uploads'
import type { JobOutcome } from './modules/metrics/metrics'
import { deleteArchivesPastRetention } from './modules/school-year/school-year.service'
import { purgeTrash } from './modules/trash/trash.service'

/**
 * Deletes what can never be used again: old throttle hits, expired tokens and links, forgotten
 * browsers, idempotency keys past their 24 hours, trash items past their 30 days, archived classes past the school's retention, uploads nothing
 * has used for a day, and mails sent more than 30 days ago (decision 045: what is kept and how
 * long). Runs every hour (main.ts).
 */
export async function pruneExpired(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now()
  const day = 24 * 60 * 60_000
  await ctx.throttle.prune()
  await ctx.db.delete(apiTokens).where(lt(apiTokens.expiresAt, now))
  await ctx.db.delete(emailConfirmations).where(lt(emailConfirmations.expiresAt, now))
  await ctx.db.delete(passwordResets).where(lt(passwordResets.expiresAt, now))
  // An Idempotency-Key answers for 24 hours (decision 047); an older one is replaced on its next use.
  await deleteKeysCreatedBefore(ctx.db, new Date(now.getTime() - idempotencyKeepHours * 60 * 60_000))
  await deleteMailsSentBefore(ctx.db, new Date(now.getTime() - sentMailKeepDays * day))
  // A browser unused for longer than its cookie lives cannot send the cookie any more.
  await deleteTrustedDevicesUnusedSince(ctx.db, new Date(now.getTime() - deviceCookieDays * day))
  // The claims of past periods: a period never comes again, so an old claim guards nothing.
  await ctx.db.delete(scheduledRuns).where(lt(scheduledRuns.ranAt, new Date(now.getTime() - 30 * day)))
  // Before the sweep, so that a purged module's files (uploaded long ago) go in this same run. One
  // DELETE by time: several instances running it at once delete each item once, the rest find nothing.
  await purgeTrash(ctx)
  // Archived classes past the school's retention (decision 051); by time, like the trash.
  await deleteArchivesPastRetention(ctx)
  await removeUnusedUploads(ctx)
  // Not a deletion: timed check attempts whose answers never came are closed as failed (decision 053).
  await closeOverdueAttempts(ctx.db, { now, endedBefore: new Date(now.getTime() - lateGraceMs) })
}

/**
 * The hourly maintenance, once per installation and hour however many instances run it (decision
 * 046): the first instance to claim the hour runs it, the others skip it. The claim is committed
 * before the work, so a run that fails is not retried by another instance in the same hour; the
 * next hour's run does what it left (every step deletes by time).
 */
export async function runHourlyMaintenance(ctx: AppContext): Promise<JobOutcome> {
  const now = ctx.clock.now()
  const run = { job: 'maintenance', period: hourPeriod(now) }
  if (!(await claimScheduledRun(ctx.db, run, now))) {
    ctx.metrics.jobRun(run.job, 'skipped')
    return 'skipped'
  }
  try {
    await pruneExpired(ctx)
  } catch (error) {
    ctx.metrics.jobRun(run.job, 'failed')
    throw error
  }
  ctx.metrics.jobRun(run.job, 'ran')
  return 'ran'
}
