import { randomUUID } from 'node:crypto'
import { type RateAnswer, studentMessages } from '@lernraster/shared'
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { activeModules, evaluations, groupUsers } from '../../src/db/schema'
import { announce, type LiveSignal } from '../../src/modules/live/live-signal'
import { useTestApp } from '../support/test-app'
import { ok, plannedEvent, type StudentWorld, studentApi, studentWorld } from './student-builders'

// Issue 32 item 4, decision 028: the student app keeps ratings given offline in a queue, each with an
// id made on the device and the device's time, and replays them when the connection is back - twice,
// out of order, from two devices, at the same moment. Of two ratings of a question the later one
// stands, whatever arrives first; the same id twice is one write; the answer says which stands.

const t = useTestApp()

const minutes = (count: number) => count * 60_000

interface Rating {
  grade: number
  client_id?: string
  rated_at?: string
}

function rater(world: StudentWorld) {
  const client = studentApi(t.app, world.student.token)
  const question = world.grid.at(1, 1).questionIds[0]!
  return {
    question,
    send: (rating: Rating, questionId = question) =>
      client.post('/evaluations/rate', { event_id: world.eventId, question_id: questionId, ...rating }),
    rate: async (rating: Rating, questionId = question) =>
      ok<RateAnswer>(
        await client.post('/evaluations/rate', {
          event_id: world.eventId,
          question_id: questionId,
          ...rating,
        }),
      ),
    rows: () =>
      t.app.ctx.db
        .select()
        .from(evaluations)
        .where(and(eq(evaluations.userId, world.student.user.id), eq(evaluations.questionId, question))),
  }
}

/** A rating the device gave `minutesAgo` before the server's now. */
const given = (grade: number, minutesAgo: number): Rating => ({
  grade,
  client_id: randomUUID(),
  rated_at: new Date(t.clock.now().getTime() - minutes(minutesAgo)).toISOString(),
})

/** The 'progress' signals the teacher's screens got for the writes before this call. */
async function progressSignals(teacherId: number, write: () => Promise<void>): Promise<LiveSignal[]> {
  const heard: LiveSignal[] = []
  let marked: () => void = () => {}
  const marker = new Promise<void>((resolve) => {
    marked = resolve
  })
  const stop = t.app.ctx.live.subscribe(teacherId, (signal) => {
    if (signal.kind === 'resync') marked()
    else heard.push(signal)
  })
  try {
    await write()
    // Ratings' signals go out in batches (decision 050): this one now, then the marker after it.
    await t.app.ctx.live.sendBatchedNow()
    // Notifications arrive in commit order: once the marker is here, every earlier one is too.
    await announce(t.app.ctx.db, { kind: 'resync', teachers: [teacherId] })
    await marker
  } finally {
    stop()
  }
  return heard.filter((signal) => signal.kind === 'progress')
}

describe('replays of an offline queue', () => {
  test('the same rating twice is one write, announced once, and answered as standing', async () => {
    const world = await studentWorld(t.app)
    const { rate, rows } = rater(world)
    const rating = given(4.5, 10)
    const signals = await progressSignals(world.teacher.user.id, async () => {
      expect(await rate(rating)).toMatchObject({ grade: 4.5, superseded: false, rated_at: rating.rated_at })
      const [first] = await rows()
      t.clock.advanceMinutes(3)
      expect(await rate(rating)).toMatchObject({ grade: 4.5, superseded: false, rated_at: rating.rated_at })
      const after = await rows()
      expect(after).toHaveLength(1)
      // No write: the replay left the row as it was (its updated_at is the first arrival's).
      expect(after[0]).toEqual(first)
    })
    expect(signals).toHaveLength(1)
  })

  test.each([
    ['the earlier first', [0, 1]],
    ['the later first', [1, 0]],
  ])('the rating given later stands, %s', async (_order, arrival) => {
    const world = await studentWorld(t.app)
    const { rate, rows } = rater(world)
    const ratings = [given(2, 30), given(5.5, 5)] // given 30 and 5 minutes ago
    const answers: RateAnswer[] = []
    for (const index of arrival) answers[index] = await rate(ratings[index]!)
    const [row] = await rows()
    expect(row).toMatchObject({ grade: 5.5, clientId: ratings[1]!.client_id })
    expect(row!.ratedAt.toISOString()).toBe(ratings[1]!.rated_at)
    expect(answers[1]).toMatchObject({ grade: 5.5, superseded: false })
    // Arriving after the later one, the earlier one is told what stands; arriving first it stood a while.
    expect(answers[0]).toMatchObject(
      arrival[0] === 1
        ? { grade: 5.5, superseded: true, rated_at: ratings[1]!.rated_at }
        : { grade: 2, superseded: false },
    )
  })

  test('two devices give a rating at the same instant: both orders of arrival leave the same row', async () => {
    const standing: number[] = []
    for (const order of [
      [0, 1],
      [1, 0],
    ]) {
      const world = await studentWorld(t.app)
      const { rate, rows } = rater(world)
      const at = t.clock.now().toISOString()
      const ratings = [
        { grade: 3, client_id: '00000000-0000-4000-8000-000000000001', rated_at: at },
        { grade: 4, client_id: '00000000-0000-4000-8000-000000000002', rated_at: at },
      ]
      for (const index of order) await rate(ratings[index]!)
      standing.push((await rows())[0]!.grade)
    }
    expect(standing).toEqual([4, 4])
  })

  test('replays at the same moment, in every order and twice each, leave the latest rating', async () => {
    const world = await studentWorld(t.app)
    const { rate, rows } = rater(world)
    const ratings = [given(1, 50), given(2, 40), given(6, 1), given(3, 20), given(4, 10)]
    const latest = ratings[2]!
    const replays = [...ratings, ...ratings, latest, latest].sort(() => Math.random() - 0.5)
    const answers = await Promise.all(replays.map((rating) => rate(rating)))
    const found = await rows()
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ grade: 6, clientId: latest.client_id })
    // The latest one is never told it was superseded; every answer names a rating that was given.
    for (const [index, answer] of answers.entries()) {
      if (replays[index] === latest) expect(answer).toMatchObject({ grade: 6, superseded: false })
      expect(ratings.map((rating) => rating.grade)).toContain(answer.grade)
    }
  })

  test('a device clock ahead counts as the server now, so what the student rates later still wins', async () => {
    const world = await studentWorld(t.app)
    const { rate, rows } = rater(world)
    const now = t.clock.now()
    const ahead = {
      grade: 2,
      client_id: randomUUID(),
      rated_at: new Date(now.getTime() + minutes(120)).toISOString(),
    }
    expect(await rate(ahead)).toMatchObject({ superseded: false, rated_at: now.toISOString() })
    expect((await rows())[0]!.ratedAt).toEqual(now)
    t.clock.advanceMinutes(1)
    // Given a minute later on a phone with the right time (or online, without a time): it stands.
    expect(await rate({ grade: 5 })).toMatchObject({ grade: 5, superseded: false })
    expect((await rows())[0]).toMatchObject({ grade: 5, clientId: null, ratedAt: t.clock.now() })
  })

  test('a rating without a device time is given now; an online rating then replaces it as before', async () => {
    const world = await studentWorld(t.app)
    const { rate, rows } = rater(world)
    await rate({ grade: 3 })
    await rate({ grade: 3.5 }) // the same instant, no ids: the one that arrives last stands
    expect((await rows())[0]).toMatchObject({ grade: 3.5, ratedAt: t.clock.now(), clientId: null })
    // A queued rating from before it, replayed now, does not undo it.
    expect(await rate(given(1, 5))).toMatchObject({ grade: 3.5, superseded: true })
  })

  test('ids and times that are not ones are refused with the field named', async () => {
    const world = await studentWorld(t.app)
    const { send, rows } = rater(world)
    const badId = await send({ grade: 4, client_id: 'not-a-uuid' })
    expect(badId.statusCode).toBe(422)
    expect(badId.json().errors).toEqual({ client_id: [studentMessages.clientIdInvalid] })
    const badTime = await send({ grade: 4, rated_at: 'gestern' })
    expect(badTime.json().errors).toEqual({ rated_at: [studentMessages.ratedAtInvalid] })
    expect(await rows()).toEqual([])
  })
})

describe('what could not be counted, and why', () => {
  const refusal = (message: string) => ({ code: 'forbidden', message })

  test('a finished module and an inactive student each say so; nothing is written', async () => {
    const world = await studentWorld(t.app)
    const { send, rows } = rater(world)
    await t.app.ctx.db
      .update(activeModules)
      .set({ statusId: 4 })
      .where(eq(activeModules.id, world.activationId))
    const finished = await send(given(4, 5))
    expect([finished.statusCode, finished.json()]).toEqual([403, refusal(studentMessages.moduleFinished)])
    await t.app.ctx.db
      .update(activeModules)
      .set({ statusId: 2 })
      .where(eq(activeModules.id, world.activationId))
    await t.app.ctx.db
      .update(groupUsers)
      .set({ active: false })
      .where(eq(groupUsers.userId, world.student.user.id))
    const inactive = await send(given(4, 5))
    expect([inactive.statusCode, inactive.json()]).toEqual([403, refusal(studentMessages.memberInactive)])
    expect(await rows()).toEqual([])
  })

  test('an exam is not rated question by question', async () => {
    const world = await studentWorld(t.app)
    const topic = world.grid.at(1, 1)
    const exam = await plannedEvent(t.app, world, 'exam', topic.id, 3)
    const response = await studentApi(t.app, world.student.token).post('/evaluations/rate', {
      event_id: exam,
      question_id: topic.questionIds[0],
      grade: 4,
    })
    expect([response.statusCode, response.json()]).toEqual([403, refusal(studentMessages.examNotRated)])
  })

  test('a rating that was counted before the module finished is answered as counted when replayed', async () => {
    const world = await studentWorld(t.app)
    const { rate, send } = rater(world)
    const counted = given(4.5, 5)
    await rate(counted)
    await t.app.ctx.db
      .update(activeModules)
      .set({ statusId: 4 })
      .where(eq(activeModules.id, world.activationId))
    // The answer was lost on the way; the queue sends it again after the teacher finished the module.
    expect(await rate(counted)).toMatchObject({ grade: 4.5, superseded: false })
    const another = await send(given(5, 1))
    expect(another.json()).toEqual(refusal(studentMessages.moduleFinished))
  })
})
