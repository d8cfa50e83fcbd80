import { and, asc, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { mailOutbox } from '../db/schema'
import type { MailContent } from './templates'

export interface OutgoingMail extends MailContent {
  to: string
  replyTo?: string
}

/**
 * Writes a mail into the outbox. Call it with the transaction of the change that causes the mail;
 * `MailDelivery` sends it after the commit.
 */
export async function enqueueMail(
  db: Db,
  mail: OutgoingMail,
  now: Date,
  deliveredLocally: boolean,
): Promise<void> {
  await db.insert(mailOutbox).values({
    to: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    createdAt: now,
    nextAttemptAt: now,
    // Without SMTP the outbox is the local mailbox: the mail has arrived as soon as it is written.
    sentAt: deliveredLocally ? now : null,
  })
}

/** The newest mails, for the development mailbox. */
export function listMailbox(db: Db, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      sent_at: mailOutbox.sentAt,
      created_at: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit)
}

/**
 * Claims up to `limit` due mails for one sender: the attempt is counted and the mail is leased until
 * `leaseUntil`, so another process (or a crash mid-send) cannot send it twice before the lease ends.
 * The transaction is short; the sending happens outside it.
 */
export function claimDueMails(db: Db, now: Date, leaseUntil: Date, limit: number, maxAttempts: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, now),
          lt(mailOutbox.attempts, maxAttempts),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
  })
}

export async function markMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: now, lastError: null }).where(eq(mailOutbox.id, id))
}

export async function markMailFailed(db: Db, id: number, retryAt: Date, error: string): Promise<void> {
  await db.update(mailOutbox).set({ nextAttemptAt: retryAt, lastError: error }).where(eq(mailOutbox.id, id))
}

/** How long a sent mail stays in the outbox: long enough to answer "did it go out?" (decision 045). */
export const sentMailKeepDays = 30

/** Sent mails older than that go: their text names people and carries links (decision 045). */
export async function deleteMailsSentBefore(db: Db, before: Date): Promise<void> {
  await db.delete(mailOutbox).where(lt(mailOutbox.sentAt, before))
}

/**
 * The unsent mails of the installation, for the metrics: queued (still to be tried) and failed (all
 * `maxAttempts` used up, given up). Only unsent rows are read, a handful in a healthy installation.
 */
export async function countUnsentMails(
  db: Db,
  maxAttempts: number,
): Promise<{ queued: number; failed: number }> {
  const [counts] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${mailOutbox.attempts} < ${maxAttempts})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${mailOutbox.attempts} >= ${maxAttempts})`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt))
  return counts ?? { queued: 0, failed: 0 }
}
