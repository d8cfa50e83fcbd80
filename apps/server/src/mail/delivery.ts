import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Db } from '../db/client'
import { mailOutbox } from '../db/schema'
import type { Clock } from '../lib/clock'

const BATCH = 20
const MAX_ATTEMPTS = 10
const RETRY_INTERVAL_MS = 30_000

/**
 * Sends the outbox over SMTP. Each mail is claimed with FOR UPDATE SKIP LOCKED, so several server
 * processes never send one mail twice; a failed send is retried with a growing pause.
 */
export class MailDelivery {
  private readonly transport: Transporter | undefined
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private again = false

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined
  }

  /** Asks for a delivery round soon; rounds never overlap. */
  kick(): Promise<void> {
    if (!this.transport) return Promise.resolve()
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = this.deliverPending()
      .catch((error: unknown) => this.log.error({ err: error }, 'mail delivery round failed'))
      .finally(() => {
        this.running = undefined
        if (this.again) {
          this.again = false
          void this.kick()
        }
      })
    return this.running
  }

  start(): void {
    if (!this.transport) return
    this.timer = setInterval(() => void this.kick(), RETRY_INTERVAL_MS)
    this.timer.unref()
    void this.kick()
  }

  async stop(): Promise<void> {
    clearInterval(this.timer)
    await this.running
    this.transport?.close()
  }

  private async deliverPending(): Promise<void> {
    for (;;) {
      const sentSome = await this.deliverBatch()
      if (!sentSome) return
    }
  }

  private deliverBatch(): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const now = this.clock.now()
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            lte(mailOutbox.nextAttemptAt, now),
            sql`${mailOutbox.attempts} < ${MAX_ATTEMPTS}`,
          ),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true })
      for (const mail of due) {
        try {
          await this.transport!.sendMail({
            from: this.from,
            to: mail.to,
            replyTo: mail.replyTo ?? undefined,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          })
          await tx
            .update(mailOutbox)
            .set({ sentAt: this.clock.now(), attempts: mail.attempts + 1 })
            .where(eq(mailOutbox.id, mail.id))
        } catch (error) {
          const attempts = mail.attempts + 1
          const pauseMs = Math.min(2 ** attempts * 15_000, 6 * 60 * 60_000)
          this.log.warn({ mailId: mail.id, attempts, err: error }, 'mail not sent, will retry')
          await tx
            .update(mailOutbox)
            .set({
              attempts,
              nextAttemptAt: new Date(now.getTime() + pauseMs),
              lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
            })
            .where(eq(mailOutbox.id, mail.id))
        }
      }
      // Another round only when this one sent everything it claimed; failures wait for their pause.
      return due.length === BATCH
    })
  }
}
