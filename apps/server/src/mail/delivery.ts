import type { FastifyBaseLogger } from 'fastify'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Db } from '../db/client'
import type { Clock } from '../lib/clock'
import { claimDueMails, markMailFailed, markMailSent } from './outbox'

const BATCH = 20
/** After this many attempts a mail is given up (the metrics count it as failed). */
export const MAX_ATTEMPTS = 10
const RETRY_INTERVAL_MS = 30_000
/** Longer than one send can take with the timeouts below, so a lease never ends mid-send. */
const LEASE_MS = 5 * 60_000

/** After the n-th failed attempt: 30 s, 1 min, 2 min, ... at most 6 hours. */
export function retryPauseMs(attempts: number): number {
  return Math.min(2 ** attempts * 15_000, 6 * 60 * 60_000)
}

/**
 * Sends the outbox over SMTP. Mails are claimed in a short transaction and sent outside it, so a
 * slow mail server never holds the database (on PGlite that would stall every request).
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
    /** Counts a failed attempt in the metrics (modules/metrics). */
    private readonly onSendFailed: () => void = () => {},
  ) {
    this.transport = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : undefined
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
      const now = this.clock.now()
      const claimed = await claimDueMails(
        this.db,
        now,
        new Date(now.getTime() + LEASE_MS),
        BATCH,
        MAX_ATTEMPTS,
      )
      for (const mail of claimed) await this.send(mail)
      // A full batch may mean more are due; failures wait for their pause.
      if (claimed.length < BATCH) return
    }
  }

  private async send(mail: Awaited<ReturnType<typeof claimDueMails>>[number]): Promise<void> {
    try {
      await this.transport!.sendMail({
        from: this.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })
      await markMailSent(this.db, mail.id, this.clock.now())
    } catch (error) {
      this.onSendFailed()
      this.log.warn({ mailId: mail.id, attempts: mail.attempts, err: error }, 'mail not sent, will retry')
      const retryAt = new Date(this.clock.now().getTime() + retryPauseMs(mail.attempts))
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error'
      await markMailFailed(this.db, mail.id, retryAt, reason)
    }
  }
}
