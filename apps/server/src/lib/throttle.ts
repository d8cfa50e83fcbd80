import { studentLimits } from '@lernraster/shared'
import { and, count, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { throttleHits } from '../db/schema'
import { AppError } from './app-error'
import type { Clock } from './clock'
import { hashToken } from './secrets'

export interface ThrottleRule {
  key: string
  limit: number
  windowMs: number
}

/**
 * Counts attempts in the database (not in memory), so limits hold across restarts and across
 * several server processes on one PostgreSQL. Keys are stored as their SHA-256: however long the
 * e-mail address in a key, it fits the column, and the table holds no addresses.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async isBlocked(rule: ThrottleRule): Promise<boolean> {
    const since = new Date(this.clock.now().getTime() - rule.windowMs)
    const [row] = await this.db
      .select({ hits: count() })
      .from(throttleHits)
      .where(and(eq(throttleHits.key, hashToken(rule.key)), gt(throttleHits.createdAt, since)))
    return (row?.hits ?? 0) >= rule.limit
  }

  async record(...keys: string[]): Promise<void> {
    const createdAt = this.clock.now()
    await this.db.insert(throttleHits).values(keys.map((key) => ({ key: hashToken(key), createdAt })))
  }

  /** The first of `rules` that is exhausted, if any. */
  async firstBlocked(...rules: ThrottleRule[]): Promise<ThrottleRule | undefined> {
    for (const rule of rules) {
      if (await this.isBlocked(rule)) return rule
    }
    return undefined
  }

  /** Forgets every attempt counted under `key` (a password reset ends a lockout, decision 010). */
  async clear(key: string): Promise<void> {
    await this.db.delete(throttleHits).where(eq(throttleHits.key, hashToken(key)))
  }

  /** Refuses with 429 when any rule is exhausted, otherwise counts this attempt against all of them. */
  async consume(...rules: ThrottleRule[]): Promise<void> {
    for (const rule of rules) {
      if (await this.isBlocked(rule)) throw new AppError('tooManyRequests')
    }
    await this.record(...new Set(rules.map((rule) => rule.key)))
  }

  async assertNotBlocked(...rules: ThrottleRule[]): Promise<void> {
    for (const rule of rules) {
      if (await this.isBlocked(rule)) throw new AppError('tooManyRequests')
    }
  }

  /** Drops hits older than any window we use (a day). */
  async prune(): Promise<void> {
    const dayAgo = new Date(this.clock.now().getTime() - 24 * 60 * 60_000)
    await this.db.delete(throttleHits).where(lt(throttleHits.createdAt, dayAgo))
  }
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const throttleRules = {
  /** Logins from a browser the account has not used: a slowdown per address and account. */
  loginPerEmailAndIp: (email: string, ip: string): ThrottleRule => ({
    key: `login:${email}:${ip}`,
    limit: 5,
    windowMs: MINUTE,
  }),
  /**
   * Caps guessing spread over many addresses of a botnet. It holds back browsers the account has not
   * used only; the owner's own browsers count apart (loginPerTrustedDevice, decision 010).
   */
  loginPerAccount: (email: string): ThrottleRule => ({
    key: `login-account:${email}`,
    limit: 30,
    windowMs: HOUR,
  }),
  /** A browser the account has used: its own counter, which no stranger can fill. */
  loginPerTrustedDevice: (email: string, deviceHash: string): ThrottleRule => ({
    key: `login-device:${email}:${deviceHash}`,
    limit: 10,
    windowMs: HOUR,
  }),
  /** One mail an hour tells the owner that logins from new browsers are held back. */
  lockoutNotice: (email: string): ThrottleRule => ({
    key: `lockout-notice:${email}`,
    limit: 1,
    windowMs: HOUR,
  }),
  /** Wrong current passwords in account/updatePassword: a stolen session may not guess on. */
  passwordCheck: (userId: number): ThrottleRule => ({
    key: `password-check:${userId}`,
    limit: 30,
    windowMs: HOUR,
  }),
  /** users/getUserByEmail: enough to share with a staff room, too few to sweep a list of addresses. */
  userLookup: (userId: number): ThrottleRule => ({ key: `user-lookup:${userId}`, limit: 60, windowMs: HOUR }),
  forgotPassword: (email: string): ThrottleRule => ({ key: `forgot:${email}`, limit: 3, windowMs: HOUR }),
  resendConfirmationBurst: (userId: number): ThrottleRule => ({
    key: `resend:${userId}`,
    limit: 1,
    windowMs: MINUTE,
  }),
  resendConfirmationHourly: (userId: number): ThrottleRule => ({
    key: `resend:${userId}`,
    limit: 5,
    windowMs: HOUR,
  }),
  /** Generous: a whole staff room may register from behind one school address. */
  registerPerIp: (ip: string): ThrottleRule => ({ key: `register:${ip}`, limit: 100, windowMs: HOUR }),
  feedbackPerUser: (userId: number): ThrottleRule => ({
    key: `feedback:${userId}`,
    limit: 20,
    windowMs: HOUR,
  }),
  /**
   * Class lists imported with invitation mails (issue 15): a teacher's classes of a school year fit
   * many times over (each list up to 200 people), a script mailing strangers does not.
   */
  classImportPerTeacher: (userId: number): ThrottleRule => ({
    key: `class-import:${userId}`,
    limit: 20,
    windowMs: 24 * HOUR,
  }),
  /** Lists of names made into accounts (decision 038): a school year's classes, not a flood of accounts. */
  studentAccountsPerTeacher: (userId: number): ThrottleRule => ({
    key: `student-accounts:${userId}`,
    limit: 20,
    windowMs: 24 * HOUR,
  }),
  /**
   * Roster uploads, checked or committed (decision 044): each reads up to 24 MB of CSV, so a teacher's
   * few tries of an export, not a loop.
   */
  rosterUploadsPerTeacher: (userId: number): ThrottleRule => ({
    key: `roster-uploads:${userId}`,
    limit: 60,
    windowMs: HOUR,
  }),
  /** Roster imports written (decision 044): a term's classes a few times over. */
  rosterImportsPerTeacher: (userId: number): ThrottleRule => ({
    key: `roster-imports:${userId}`,
    limit: 20,
    windowMs: 24 * HOUR,
  }),
  /** Wrong class codes a student types (issue 15): a code cannot be found by trying. */
  classCodePerStudent: (userId: number): ThrottleRule => ({
    key: `class-code:${userId}`,
    limit: studentLimits.joinAttemptsPerStudent,
    windowMs: 15 * MINUTE,
  }),
  /** The same per address, against one person trying with many accounts. */
  classCodePerIp: (ip: string): ThrottleRule => ({
    key: `class-code-ip:${ip}`,
    limit: studentLimits.joinAttemptsPerIp,
    windowMs: HOUR,
  }),
}
