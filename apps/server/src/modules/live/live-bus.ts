import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { LiveCoalescer } from './live-coalescer'
import { type LiveSignal, liveChannel, parseSignal } from './live-signal'

export type LiveListener = (signal: LiveSignal) => void

/**
 * The signals of the database's live channel, handed to the open streams of the teachers they name.
 * One LISTEN per server instance, whatever the number of open screens; on PostgreSQL every instance
 * listens, so a rating made through one reaches a teacher watching through another.
 */
export class LiveBus {
  private readonly byTeacher = new Map<number, Set<LiveListener>>()
  /** The student app's streams (issue 32 item 2): the same channel, another audience. */
  private readonly byStudent = new Map<number, Set<LiveListener>>()
  private stopListening: (() => Promise<void>) | undefined
  /** The signals of ratings, sent together (decision 050). */
  private readonly batched: LiveCoalescer

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.batched = new LiveCoalescer(database.db, log)
  }

  /**
   * Announces a committed rating with the next batch of signals, within a fraction of a second
   * (decision 050); every other write announces itself in its own statement (live-signal.ts).
   */
  announceSoon(signal: LiveSignal): void {
    this.batched.add(signal)
  }

  /** Sends the batched signals now (on stop; a test that must know they are out). */
  sendBatchedNow(): Promise<void> {
    return this.batched.sendNow()
  }

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(liveChannel, {
      onPayload: (payload) => {
        const signal = parseSignal(payload)
        if (signal) this.deliver(signal)
        else this.log.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed live signal')
      },
      // Signals sent while the connection was down are lost: every open screen fetches again.
      onReconnect: () =>
        this.deliver({
          kind: 'resync',
          teachers: [...this.byTeacher.keys()],
          students: [...this.byStudent.keys()],
        }),
    })
  }

  async stop(): Promise<void> {
    await this.batched.sendNow()
    const stop = this.stopListening
    this.stopListening = undefined
    // A database already gone (a failed start, a lost server) has nothing left to unlisten.
    await stop?.().catch((error: unknown) => this.log.warn({ err: error }, 'live channel not closed cleanly'))
  }

  /** The teacher's signals until the returned function is called. */
  subscribe(teacherId: number, listener: LiveListener): () => void {
    return add(this.byTeacher, teacherId, listener)
  }

  /** The student's signals until the returned function is called. */
  subscribeStudent(studentId: number, listener: LiveListener): () => void {
    return add(this.byStudent, studentId, listener)
  }

  /** How many streams are open (the live tests check that an ended stream is let go). */
  get openStreams(): number {
    const { teacher, student } = this.openStreamsByAudience()
    return teacher + student
  }

  /** The open streams of teachers and of students, for the metrics. */
  openStreamsByAudience(): { teacher: number; student: number } {
    const count = (audience: Map<number, Set<LiveListener>>) => {
      let sum = 0
      for (const listeners of audience.values()) sum += listeners.size
      return sum
    }
    return { teacher: count(this.byTeacher), student: count(this.byStudent) }
  }

  private deliver(signal: LiveSignal): void {
    this.deliverTo(this.byTeacher, signal.teachers, signal)
    this.deliverTo(this.byStudent, signal.students ?? [], signal)
  }

  private deliverTo(audience: Map<number, Set<LiveListener>>, ids: number[], signal: LiveSignal): void {
    for (const id of ids) {
      for (const listener of audience.get(id) ?? []) {
        try {
          listener(signal)
        } catch (error) {
          this.log.error({ err: error }, 'a live listener failed')
        }
      }
    }
  }
}

function add(audience: Map<number, Set<LiveListener>>, id: number, listener: LiveListener): () => void {
  let listeners = audience.get(id)
  if (!listeners) {
    listeners = new Set()
    audience.set(id, listeners)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && audience.get(id) === listeners) audience.delete(id)
  }
}
