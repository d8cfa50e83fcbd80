import 'fake-indexeddb/auto'
import { studentErrorMessages } from '@lernraster/shared'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiRequestError, NetworkError } from '../../../../lib/api-error'
import { Outbox, type TakenAnswer } from './outbox'
import { openOutboxDb } from './outbox-db'
import type { OutboxItem } from './outbox-item'

// The queue against a real IndexedDB (fake-indexeddb, the same API in memory) and a stand-in for the
// network: a server that keeps one write per device-made id, as the real one does (decision 028), and
// can be switched off or made to refuse.
let databaseCount = 0
const outboxes: Outbox[] = []

function setUp(options: { user?: number } = {}) {
  const db = openOutboxDb(`outbox-test-${++databaseCount}`)
  const server = {
    online: false,
    writes: new Map<string, OutboxItem>(),
    sent: [] as string[],
    refuse: new Map<string, ApiRequestError>(),
    superseded: new Set<string>(),
    /** The write arrives, but its answer is lost on the way back. */
    loseAnswerOf: new Set<string>(),
  }
  const taken: string[] = []
  let clock = Date.parse('2026-11-26T08:00:00Z')
  let ids = 0
  let user = options.user ?? 7
  const outbox = new Outbox({
    db: () => db,
    currentUser: () => user,
    // A second between writes: their order is the order given.
    now: () => {
      clock += 1000
      return new Date(clock)
    },
    newId: () => `id-${++ids}`,
    onTaken: (item) => taken.push(item.id),
    send: async (item): Promise<TakenAnswer> => {
      if (!server.online) throw new NetworkError(new TypeError('Failed to fetch'))
      server.sent.push(item.id)
      const refusal = server.refuse.get(item.id)
      if (refusal) throw refusal
      server.writes.set(item.body.client_id, item)
      if (server.loseAnswerOf.delete(item.id)) throw new NetworkError(new TypeError('connection reset'))
      return { superseded: server.superseded.has(item.id) }
    },
  })
  outboxes.push(outbox)
  const rate = (questionId: number, grade: number) => {
    const { client_id, at } = outbox.newWriteId()
    return outbox.add(
      { kind: 'rating', body: { event_id: 1, question_id: questionId, grade, client_id, rated_at: at } },
      { title: `Frage ${questionId}`, grade },
    )
  }
  return {
    outbox,
    server,
    taken,
    rate,
    switchUser: (next: number) => {
      user = next
    },
  }
}

const refusal = (status: number, message: string) =>
  new ApiRequestError(status, { code: 'forbidden', message, errors: {} })

afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((outbox) => outbox.flush()))
})

describe('the student outbox', () => {
  it('keeps writes given offline, and sends them in the order given once back online', async () => {
    const { outbox, server, taken, rate } = setUp()
    await rate(11, 4)
    await rate(12, 5)
    await rate(13, 3.5)
    await outbox.flush()
    expect(outbox.getSnapshot().items.map((item) => [item.label.title, item.state])).toEqual([
      ['Frage 11', 'waiting'],
      ['Frage 12', 'waiting'],
      ['Frage 13', 'waiting'],
    ])
    expect(outbox.getSnapshot().connection).toBe('offline')

    server.online = true
    await outbox.flush()
    expect(server.sent).toEqual(['id-1', 'id-2', 'id-3'])
    expect(taken).toEqual(['id-1', 'id-2', 'id-3'])
    expect(outbox.getSnapshot()).toEqual({ items: [], connection: 'online' })
  })

  it('survives a reload: a new outbox on the same database finds what waits', async () => {
    const first = setUp()
    await first.rate(11, 4)
    const db = openOutboxDb(`outbox-test-${databaseCount}`)
    const reloaded = new Outbox({
      db: () => db,
      currentUser: () => 7,
      send: async () => ({ superseded: false }),
    })
    await reloaded.reload()
    expect(reloaded.getSnapshot().items.map((item) => item.id)).toEqual(['id-1'])
    await reloaded.flush()
    expect(reloaded.getSnapshot().items).toEqual([])
  })

  it('sends each write once, however many times it is asked to send at the same moment', async () => {
    const { outbox, server, rate } = setUp()
    await rate(11, 4)
    await rate(12, 5)
    server.online = true
    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()])
    expect(server.sent).toEqual(['id-1', 'id-2'])
  })

  it('sends a write whose answer was lost again with the same id: one write on the server', async () => {
    const { outbox, server, rate } = setUp()
    server.online = true
    server.loseAnswerOf.add('id-1')
    await rate(11, 4)
    await outbox.flush() // the send that adding started: its answer is lost
    expect(outbox.getSnapshot().items.map((item) => item.id)).toEqual(['id-1'])
    await outbox.flush()
    expect(server.sent).toEqual(['id-1', 'id-1'])
    expect([...server.writes.keys()]).toEqual(['id-1'])
    expect(outbox.getSnapshot().items).toEqual([])
  })

  it('keeps a refused write with the server’s reason until the student has read it, and sends the rest', async () => {
    const { outbox, server, rate } = setUp()
    const reason = 'Das Modul ist abgeschlossen.'
    server.refuse.set('id-1', refusal(403, reason))
    await rate(11, 4)
    await rate(12, 5)
    server.online = true
    await outbox.flush()
    expect(server.sent).toEqual(['id-1', 'id-2'])
    expect(outbox.getSnapshot().items).toMatchObject([{ id: 'id-1', state: 'refused', reason }])
    // A refused write is not sent again.
    await outbox.flush()
    expect(server.sent).toEqual(['id-1', 'id-2'])
    await outbox.dismiss('id-1')
    expect(outbox.getSnapshot().items).toEqual([])
  })

  it('stops sending writes into a class archived meanwhile, with the reason, and sends the rest (decision 051)', async () => {
    const { outbox, server, rate } = setUp()
    // A rating the services refuse (403), and one the database's triggers stop (409 classArchived).
    server.refuse.set('id-1', refusal(403, studentErrorMessages.classArchived))
    server.refuse.set(
      'id-2',
      new ApiRequestError(409, {
        code: 'classArchived',
        message: studentErrorMessages.classArchived,
        errors: {},
      }),
    )
    await rate(11, 4)
    await rate(12, 5)
    await rate(13, 3)
    server.online = true
    await outbox.flush()
    expect(outbox.getSnapshot().items).toMatchObject([
      { id: 'id-1', state: 'refused', reason: studentErrorMessages.classArchived },
      { id: 'id-2', state: 'refused', reason: studentErrorMessages.classArchived },
    ])
    expect([...server.writes.keys()]).toEqual(['id-3'])
    // Not tried again, however often the outbox runs, until the student has read why.
    await outbox.flush()
    await outbox.flush()
    expect(server.sent).toEqual(['id-1', 'id-2', 'id-3'])
  })

  it('keeps a write the server could not take now (busy, ended session) waiting, and stops there', async () => {
    const { outbox, server, rate } = setUp()
    await rate(11, 4)
    await rate(12, 5)
    await outbox.flush()
    server.online = true
    server.refuse.set('id-1', refusal(503, 'Wartung'))
    await outbox.flush()
    expect(server.sent).toEqual(['id-1'])
    expect(outbox.getSnapshot().items.map((item) => item.state)).toEqual(['waiting', 'waiting'])
    server.refuse.set('id-1', refusal(401, 'Bitte melde dich an.'))
    await outbox.flush()
    expect(outbox.getSnapshot().items.map((item) => item.state)).toEqual(['waiting', 'waiting'])
    server.refuse.clear()
    await outbox.flush()
    expect(outbox.getSnapshot().items).toEqual([])
  })

  it('tells the student when a later rating of the same question (another device) stands instead', async () => {
    const { outbox, server, rate } = setUp()
    server.online = true
    server.superseded.add('id-1')
    await rate(11, 4)
    await outbox.flush()
    expect(outbox.getSnapshot().items).toMatchObject([{ id: 'id-1', state: 'superseded' }])
  })

  it('sends only the signed-in student’s writes: another student on the same device sends none of them', async () => {
    const { outbox, server, rate, switchUser } = setUp({ user: 7 })
    await rate(11, 4)
    await outbox.flush()
    switchUser(8)
    server.online = true
    await outbox.reload()
    await outbox.flush()
    expect(server.sent).toEqual([])
    expect(outbox.getSnapshot().items).toEqual([])
    switchUser(7)
    await outbox.reload()
    await outbox.flush()
    expect(server.sent).toEqual(['id-1'])
  })

  it('forgets a deleted account’s writes: none stays on the device, another student’s stay', async () => {
    const { outbox, rate, switchUser } = setUp({ user: 7 })
    await rate(11, 4)
    switchUser(8)
    await rate(12, 5)
    switchUser(7)
    await outbox.forget(7)
    expect(outbox.getSnapshot().items).toEqual([])
    switchUser(8)
    await outbox.reload()
    expect(outbox.getSnapshot().items).toHaveLength(1)
  })
})
