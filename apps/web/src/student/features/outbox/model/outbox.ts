import { ApiRequestError, NetworkError } from '../../../../lib/api-error'
import type { OutboxDb } from './outbox-db'
import type { OutboxItem, OutboxLabel, OutboxWrite } from './outbox-item'

/** What the server said to one write it took: whether a later rating of the same question stands. */
export interface TakenAnswer {
  superseded: boolean
}

export interface OutboxDependencies {
  /** Opens the database on first use (a missing IndexedDB then fails only the outbox, not the app). */
  db: () => Promise<OutboxDb>
  /** Sends one write; throws NetworkError without an answer, ApiRequestError for a refusal. */
  send: (item: OutboxItem) => Promise<TakenAnswer>
  /** The signed-in student, if known: only their items are sent and shown. */
  currentUser: () => number | undefined
  /** Called after the server took a write (the screens fetch again what it changed). */
  onTaken?: (item: OutboxItem) => void
  /** The device's clock and ids; tests give their own. */
  now?: () => Date
  newId?: () => string
}

/** How the last try to send ended: everything sent, or stopped by a lost connection or the server. */
export type OutboxConnection = 'online' | 'offline'

export interface OutboxSnapshot {
  items: readonly OutboxItem[]
  connection: OutboxConnection
}

/** Statuses after which the write is tried again later rather than refused: the server was not ready. */
const tryAgainLater = (status: number) => status === 401 || status === 408 || status === 429 || status >= 500

/** The server's reason for a refusal, as it said it (a field's message before the general one). */
const reasonOf = (error: ApiRequestError) => Object.values(error.errors)[0]?.[0] ?? error.message

/**
 * The student's outbox (issue 32 item 4, decision 028): every rating, help request and feedback is
 * kept on the device first and then sent, oldest first; one send at a time in this tab, and one tab
 * at a time where the browser has Web Locks. A write the server took leaves the box; one it refused
 * stays, marked with the reason, until the student has read it; without an answer the box keeps the
 * rest for the next try. A write sent twice (a lost answer, a second tab) is one write on the server,
 * which keys it by the id made here.
 */
export class Outbox {
  private snapshot: OutboxSnapshot = { items: [], connection: 'online' }
  private readonly listeners = new Set<() => void>()
  private running: Promise<void> | undefined
  private again = false

  constructor(private readonly deps: OutboxDependencies) {}

  getSnapshot = (): OutboxSnapshot => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Keeps the write on the device, then tries to send it (and whatever waits before it). */
  async add(write: OutboxWrite, label: OutboxLabel): Promise<OutboxItem> {
    const userId = this.deps.currentUser()
    if (userId === undefined) throw new Error('The outbox needs the signed-in student')
    const item: OutboxItem = {
      ...write,
      id: write.body.client_id,
      userId,
      createdAt: this.now(),
      label,
      state: 'waiting',
    }
    await (await this.deps.db()).put(item)
    await this.reload()
    // Kept already: a failed try here is tried again by the next trigger (features/outbox/components).
    void this.flush().catch(() => undefined)
    return item
  }

  /** A device-made id and the device's time, for a write's body before it is added. */
  newWriteId(): { client_id: string; at: string } {
    return { client_id: this.deps.newId?.() ?? crypto.randomUUID(), at: this.now() }
  }

  /** The student has read why a write was not counted: it leaves the box. */
  async dismiss(id: string): Promise<void> {
    const db = await this.deps.db()
    const item = await db.get(id)
    if (item && item.state !== 'waiting') await db.remove(id)
    await this.reload()
  }

  /** A deleted account's writes leave the device with it: nothing of the student stays behind. */
  async forget(userId: number): Promise<void> {
    const db = await this.deps.db()
    for (const item of await db.listOf(userId)) await db.remove(item.id)
    await this.reload()
  }

  /**
   * Sends what waits, oldest first. A call while a send runs makes that run look once more at its
   * end, so nothing added meanwhile waits for the next trigger.
   */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = (async () => {
      try {
        let outcome: 'sent' | 'stopped'
        do {
          this.again = false
          outcome = await this.exclusively(() => this.sendWaiting())
        } while (this.again && outcome === 'sent')
      } finally {
        this.running = undefined
      }
    })()
    return this.running
  }

  /** Re-reads the box for the signed-in student (at start, after a login). */
  async reload(): Promise<void> {
    const userId = this.deps.currentUser()
    const items = userId === undefined ? [] : await (await this.deps.db()).listOf(userId)
    this.publish({ ...this.snapshot, items })
  }

  /** Sends what waits until the connection or the server stops it; says which. */
  private async sendWaiting(): Promise<'sent' | 'stopped'> {
    const db = await this.deps.db()
    const userId = this.deps.currentUser()
    if (userId === undefined) return 'stopped'
    // Read inside the lock: another tab may have sent some of them meanwhile.
    for (const listed of await db.listOf(userId)) {
      const item = await db.get(listed.id)
      if (item?.state !== 'waiting') continue
      let answer: TakenAnswer
      try {
        answer = await this.deps.send(item)
      } catch (error) {
        if (error instanceof NetworkError) {
          this.publish({ ...this.snapshot, connection: 'offline' })
          return 'stopped'
        }
        if (!(error instanceof ApiRequestError) || tryAgainLater(error.status)) return 'stopped'
        await db.put({ ...item, state: 'refused', reason: reasonOf(error) })
        await this.reload()
        continue
      }
      if (answer.superseded) await db.put({ ...item, state: 'superseded' })
      else await db.remove(item.id)
      this.publish({ ...this.snapshot, connection: 'online' })
      await this.reload()
      this.deps.onTaken?.(item)
    }
    return 'sent'
  }

  /** One tab at a time sends (Web Locks); without them, this tab's own order is enough. */
  private exclusively<Result>(task: () => Promise<Result>): Promise<Result> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    return locks ? locks.request('lernraster-student-outbox', task) : task()
  }

  private now(): string {
    return (this.deps.now?.() ?? new Date()).toISOString()
  }

  private publish(next: OutboxSnapshot): void {
    this.snapshot = next
    for (const listener of this.listeners) listener()
  }
}
