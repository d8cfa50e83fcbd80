import { desc } from 'drizzle-orm'
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
