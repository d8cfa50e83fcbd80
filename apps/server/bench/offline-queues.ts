import { randomUUID } from 'node:crypto'
import type { LiveClass } from './live-school'

// The offline queues of the replay benchmark (offline-replay.ts, issue 32 items 4 and 6): what 30
// students rated on their phones while the Wi-Fi was gone, as the student app keeps it (an id made on
// the device, the device's time), and what the database must hold once every queue is replayed.

export const queueShape = {
  /** Questions each student rates in a round. */
  questions: 24,
  /** Of those, rated twice with different device times (the later one must stand). */
  ratedTwice: 6,
  /** Entries sent twice with the same id (the app did not hear the first answer). */
  duplicated: 3,
  /** Each student's queue is replayed by two devices at once (a phone and a tablet). */
  devices: 2,
} as const

export interface QueuedRating {
  userId: number
  token: string
  goal: number
  questionId: number
  grade: number
  client_id: string
  rated_at: string
  secondsSpent: number
}

/** A small seeded generator, so every run replays the same queues in the same orders. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}

function shuffle<Item>(items: Item[], random: () => number): Item[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[items[index], items[other]] = [items[other]!, items[index]!]
  }
  return items
}

/**
 * Round `round`'s queues, one list per device of each student: every student rates their own slice of
 * the grid's questions at device times in the last hour (so no clock is ahead), some twice, some
 * entries duplicated, the whole queue shuffled and dealt to the student's two devices.
 */
export function queuesOfRound(liveClass: LiveClass, round: number, now: Date, random: () => number) {
  const { questions, ratedTwice, duplicated, devices } = queueShape
  const devicesQueues: QueuedRating[][] = []
  for (const [position, student] of liveClass.students.entries()) {
    const start = (round * questions + position * 5) % liveClass.questionIds.length
    const picked = Array.from(
      { length: questions },
      (_, index) => liveClass.questionIds[(start + index) % liveClass.questionIds.length]!,
    )
    const given = (questionId: number): QueuedRating => ({
      userId: student.id,
      token: student.token,
      goal: student.goal,
      questionId,
      grade: Math.floor(random() * 13) / 2,
      client_id: randomUUID(),
      rated_at: new Date(now.getTime() - 1_000 - Math.floor(random() * 3_600_000)).toISOString(),
      secondsSpent: 30 + Math.floor(random() * 600),
    })
    const queue = picked.map(given)
    queue.push(...picked.slice(0, ratedTwice).map(given))
    queue.push(...shuffle([...queue], random).slice(0, duplicated))
    shuffle(queue, random)
    for (let device = 0; device < devices; device += 1)
      devicesQueues.push(queue.filter((_, index) => index % devices === device))
  }
  return devicesQueues
}

/**
 * student:question -> the rating that must stand: the latest device time of the ones sent, and of two
 * at the same millisecond the greater id (decision 028; PostgreSQL orders uuids as their hex text).
 */
export function expectedStanding(queues: QueuedRating[][]): Map<string, QueuedRating> {
  const standing = new Map<string, QueuedRating>()
  for (const rating of queues.flat()) {
    const key = `${rating.userId}:${rating.questionId}`
    const current = standing.get(key)
    const later =
      !current ||
      rating.rated_at > current.rated_at ||
      (rating.rated_at === current.rated_at && rating.client_id > current.client_id)
    if (later) standing.set(key, rating)
  }
  return standing
}
