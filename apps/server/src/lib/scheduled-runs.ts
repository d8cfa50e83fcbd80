import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { resultRows } from './result-rows'

/** One run of a scheduled job: the job's name and the period it is for (a calendar day, say). */
export interface ScheduledRun {
  job: string
  period: string
}

/**
 * Claims the run for this instance: true for the first caller, false for every later one, also at the
 * same moment on another instance (the primary key decides). Inside the job's transaction, a job
 * that fails gives the run back with its rollback.
 */
export async function claimScheduledRun(db: Db, run: ScheduledRun, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    insert into scheduled_runs (job, period, ran_at) values (${run.job}, ${run.period}, ${now.toISOString()}::timestamptz)
    on conflict do nothing
    returning job
  `)
  return resultRows(result).length > 0
}

/** The local calendar day, as the period of a daily job ("2026-11-24"). */
export function dayPeriod(moment: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0')
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`
}

/**
 * The hour in UTC, as the period of an hourly job ("2026-11-24T17"). UTC, not local time: the hour
 * of a daylight-saving change would otherwise come twice and its job would run once for two hours.
 */
export function hourPeriod(moment: Date): string {
  return moment.toISOString().slice(0, 13)
}
