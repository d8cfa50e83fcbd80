import { randomUUID } from 'node:crypto'
import { type OwnHelpRequest, studentMessages } from '@lernraster/shared'
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { activeModules, groupUsers, helpRequests, studentFeedbacks, throttleHits } from '../../src/db/schema'
import { hashToken } from '../../src/lib/secrets'
import { throttleRules } from '../../src/lib/throttle'
import { handle, helpWorld } from '../help-requests/help-builders'
import { useTestApp } from '../support/test-app'
import { ok, studentApi, studentWorld } from './student-builders'

// Issue 32 item 4, decision 028: feedback and help requests given offline are replayed with the id
// the device gave them. The same id twice - one after the other or at the same moment - is one row,
// and the answer is the first one's; a replayed feedback does not spend the hour's budget again.

const t = useTestApp()

describe('feedback replayed from an offline queue', () => {
  async function feedbackWorld() {
    const world = await studentWorld(t.app)
    const client = studentApi(t.app, world.student.token)
    const send = (fields: object = {}) =>
      client.post('/feedbacks/store', {
        event_id: world.eventId,
        question_id: world.grid.at(1, 1).questionIds[0],
        feedback_type_id: 2,
        content: 'Ich verstehe die Aufgabe nicht.',
        ...fields,
      })
    const rows = () =>
      t.app.ctx.db.select().from(studentFeedbacks).where(eq(studentFeedbacks.userId, world.student.user.id))
    const hits = async () =>
      (
        await t.app.ctx.db
          .select()
          .from(throttleHits)
          .where(eq(throttleHits.key, hashToken(throttleRules.feedbackPerUser(world.student.user.id).key)))
      ).length
    return { world, send, rows, hits }
  }

  test('the same id twice is one feedback, answered with its id, and spends the budget once', async () => {
    const { send, rows, hits } = await feedbackWorld()
    const clientId = randomUUID()
    const first = await send({ client_id: clientId })
    expect(first.statusCode).toBe(201)
    t.clock.advanceMinutes(2)
    const again = await send({ client_id: clientId, content: 'Der Text der Wiederholung zählt nicht.' })
    expect([again.statusCode, again.json()]).toEqual([201, first.json()])
    expect((await rows()).map((row) => [row.id, row.clientId, row.content])).toEqual([
      [first.json().id, clientId, 'Ich verstehe die Aufgabe nicht.'],
    ])
    expect(await hits()).toBe(1)
  })

  test('twins at the same moment: one row, one answer, one hit', async () => {
    const { send, rows, hits } = await feedbackWorld()
    const clientId = randomUUID()
    const answers = await Promise.all(Array.from({ length: 6 }, () => send({ client_id: clientId })))
    const ids = answers.map((answer) => ok<{ id: number }>(answer).id)
    expect(new Set(ids).size).toBe(1)
    expect((await rows()).map((row) => row.id)).toEqual([ids[0]])
    expect(await hits()).toBe(1)
  })

  test('with the budget spent, a replay is still answered; new feedback is not', async () => {
    const { send, rows, hits } = await feedbackWorld()
    const limit = throttleRules.feedbackPerUser(0).limit
    const clientIds = Array.from({ length: limit }, () => randomUUID())
    for (const clientId of clientIds) expect((await send({ client_id: clientId })).statusCode).toBe(201)
    for (const clientId of clientIds) expect((await send({ client_id: clientId })).statusCode).toBe(201)
    expect(await hits()).toBe(limit)
    const over = await send({ client_id: randomUUID() })
    expect(over.statusCode).toBe(429)
    // Refused over the budget: the row it wrote first went with the rollback.
    expect(await rows()).toHaveLength(limit)
  })

  test('feedback without an id is stored each time, as before', async () => {
    const { send, rows } = await feedbackWorld()
    ok(await send())
    ok(await send())
    expect(await rows()).toHaveLength(2)
  })

  test('an inactive student is told so; a replay of feedback sent before is still answered', async () => {
    const { world, send, rows } = await feedbackWorld()
    const clientId = randomUUID()
    const first = ok<{ id: number }>(await send({ client_id: clientId }))
    await t.app.ctx.db
      .update(groupUsers)
      .set({ active: false })
      .where(eq(groupUsers.userId, world.student.user.id))
    expect(ok(await send({ client_id: clientId }))).toEqual(first)
    const refused = await send({ client_id: randomUUID() })
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { code: 'forbidden', message: studentMessages.memberInactive },
    ])
    expect(await rows()).toHaveLength(1)
  })
})

describe('help requests replayed from an offline queue', () => {
  async function askWorld() {
    const world = await helpWorld(t.app)
    const client = studentApi(t.app, world.student.token)
    const topicId = world.grid.at(1, 1).id
    const ask = (fields: object = {}) =>
      client.post('/helpRequests/store', { event_id: world.eventId, topic_id: topicId, ...fields })
    const rows = () =>
      t.app.ctx.db
        .select()
        .from(helpRequests)
        .where(and(eq(helpRequests.userId, world.student.user.id), eq(helpRequests.topicId, topicId)))
    return { world, ask, rows }
  }

  test('the same id twice is one request and the first answer', async () => {
    const { ask, rows } = await askWorld()
    const clientId = randomUUID()
    const first = ok<OwnHelpRequest>(await ask({ client_id: clientId, text: 'Brüche' }))
    t.clock.advanceMinutes(1)
    expect(ok(await ask({ client_id: clientId, text: 'Brüche' }))).toEqual(first)
    expect((await rows()).map((row) => [row.id, row.clientId])).toEqual([[first.id, clientId]])
  })

  test('twins at the same moment: one request, the same answer', async () => {
    const { ask, rows } = await askWorld()
    const clientId = randomUUID()
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask({ client_id: clientId })))
    const ids = answers.map((answer) => ok<OwnHelpRequest>(answer).id)
    expect(new Set(ids).size).toBe(1)
    expect(await rows()).toHaveLength(1)
  })

  test('replayed after the teacher handled it, it answers the handled request and opens none', async () => {
    const { world, ask, rows } = await askWorld()
    const clientId = randomUUID()
    const first = ok<OwnHelpRequest>(await ask({ client_id: clientId }))
    t.clock.advanceMinutes(5)
    const handled = await handle(t.app, world.teacher, first.id)
    const replay = ok<OwnHelpRequest>(await ask({ client_id: clientId }))
    expect(replay).toMatchObject({ id: first.id, handled_at: handled.handled_at })
    expect(replay.handled_at).not.toBeNull()
    expect(await rows()).toHaveLength(1)
    // A new ask (another id) opens a new request, as before.
    ok(await ask({ client_id: randomUUID() }))
    expect(await rows()).toHaveLength(2)
  })

  test('a finished module is named as the reason', async () => {
    const { world, ask, rows } = await askWorld()
    await t.app.ctx.db
      .update(activeModules)
      .set({ statusId: 4 })
      .where(eq(activeModules.eventId, world.eventId))
    const refused = await ask({ client_id: randomUUID() })
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { code: 'forbidden', message: studentMessages.moduleFinished },
    ])
    expect(await rows()).toEqual([])
  })
})
