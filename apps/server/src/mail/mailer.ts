import type { Config } from '../config'
import type { Db } from '../db/client'
import type { Clock } from '../lib/clock'
import type { MailDelivery } from './delivery'
import { enqueueMail, type OutgoingMail } from './outbox'

/** What services use to send mail: write to the outbox inside their transaction, deliver after it. */
export class Mailer {
  constructor(
    private readonly config: Pick<Config, 'localMailbox' | 'APP_URL' | 'STUDENT_APP_URL'>,
    private readonly clock: Clock,
    private readonly delivery: MailDelivery,
  ) {}

  queue(db: Db, mail: OutgoingMail): Promise<void> {
    return enqueueMail(db, mail, this.clock.now(), this.config.localMailbox)
  }

  /** Call after the transaction that queued mail has committed. */
  flush(): void {
    void this.delivery.kick()
  }

  link(pathAndQuery: string): string {
    return `${this.config.APP_URL}${pathAndQuery}`
  }

  /** A link into the student app (its own address, STUDENT_APP_URL). */
  studentLink(pathAndQuery: string): string {
    return `${this.config.STUDENT_APP_URL}${pathAndQuery}`
  }
}
