import { checkMessages, errorMessages } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { resultRows } from '../../src/lib/result-rows'
import { shareModule } from '../activations/activation-builders'
import { createGrid } from '../modules/module-builders'
import { api, createUser, notFound } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { checkOf, fiveItems } from './check-builders'

// Issue 37, decision 052: a topic's check, written by the module's owner and read back as written;
// colleagues who may view the module read it, nobody else learns it exists.

const t = useTestApp()

async function ownerWithTopic() {
  const owner = await createUser(t.app)
  const grid = await createGrid(t.app, owner.user.id, { filled: { columns: 1, rows: 1, questions: 2 } })
  return { owner, grid, topicId: grid.at(1, 1).id }
}

describe('a topic check', () => {
  test('is saved as written, with the defaults, and read back the same', async () => {
    const { owner, topicId } = await ownerWithTopic()
    const client = api(t.app, owner.token)
    expect((await client.get('/checks/byTopic', { topic_id: String(topicId) })).json()).toBeNull()

    const saved = await client.post('/checks/save', checkOf(topicId))
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({
      topic_id: topicId,
      pass_percent: 80,
      opens: 'rated',
      wait_hours: 24,
      max_attempts: null,
      time_limit_minutes: null,
      items: fiveItems,
      taken: false,
      updated_at: t.app.ctx.clock.now().toISOString(),
    })
    expect((await client.get('/checks/byTopic', { topic_id: String(topicId) })).json()).toEqual(saved.json())
  })

  test('a second save replaces the items and settings; remove takes it away', async () => {
    const { owner, grid, topicId } = await ownerWithTopic()
    const client = api(t.app, owner.token)
    await client.post('/checks/save', checkOf(topicId))
    const fewer = checkOf(topicId, { pass_percent: 60, opens: 'always', max_attempts: 3 })
    fewer.items = fewer.items.slice(2)
    const saved = (await client.post('/checks/save', fewer)).json() as { items: { kind: string }[] }
    expect(saved).toMatchObject({ pass_percent: 60, opens: 'always', max_attempts: 3 })
    expect(saved.items.map((item) => item.kind)).toEqual(['number', 'text', 'order'])

    expect((await client.post('/checks/remove', { topic_id: topicId })).json()).toEqual({ removed: true })
    expect((await client.post('/checks/remove', { topic_id: topicId })).json()).toEqual({ removed: false })
    // Each change of the check is one of its topic, in the feed of colleagues it is shared with.
    const changes = await t.app.ctx.db.execute(
      sql`select subject, kind from module_changes where module_id = ${grid.moduleId} order by id`,
    )
    expect(resultRows(changes)).toEqual([
      { subject: 'topic', kind: 'updated' },
      { subject: 'topic', kind: 'updated' },
      { subject: 'topic', kind: 'updated' },
    ])
    expect((await client.get('/checks/byTopic', { topic_id: String(topicId) })).json()).toBeNull()
  })

  test('a colleague it is shared with reads it but cannot change it; others do not learn it exists', async () => {
    const { owner, grid, topicId } = await ownerWithTopic()
    await api(t.app, owner.token).post('/checks/save', checkOf(topicId))
    const colleague = await createUser(t.app)
    const stranger = await createUser(t.app)
    await shareModule(t.app, grid.moduleId, colleague.user.id)

    expect(
      (await api(t.app, colleague.token).get('/checks/byTopic', { topic_id: String(topicId) })).statusCode,
    ).toBe(200)
    for (const who of [colleague, stranger]) {
      const saved = await api(t.app, who.token).post('/checks/save', checkOf(topicId, { pass_percent: 1 }))
      expect({ status: saved.statusCode, body: saved.json() }).toEqual(notFound)
    }
    const read = await api(t.app, stranger.token).get('/checks/byTopic', { topic_id: String(topicId) })
    expect({ status: read.statusCode, body: read.json() }).toEqual(notFound)
    const missing = await api(t.app, owner.token).post('/checks/save', checkOf(2_000_000))
    expect({ status: missing.statusCode, body: missing.json() }).toEqual(notFound)
  })

  test('a check that breaks the rules is refused with what to fix, and nothing is saved', async () => {
    const { owner, topicId } = await ownerWithTopic()
    const client = api(t.app, owner.token)
    const response = await client.post('/checks/save', { topic_id: topicId, items: fiveItems.slice(0, 2) })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      code: 'validation',
      message: errorMessages.validation,
      errors: { items: [checkMessages.itemsCount] },
    })
    expect((await client.get('/checks/byTopic', { topic_id: String(topicId) })).json()).toBeNull()
  })

  test('a duplicate of the module copies its checks', async () => {
    const { owner, grid, topicId } = await ownerWithTopic()
    const client = api(t.app, owner.token)
    const saved = (await client.post('/checks/save', checkOf(topicId, { wait_hours: 2 }))).json() as object
    const copy = (
      await client.post('/modules/duplicate', { module_id: grid.moduleId, new_title: 'Kopie' })
    ).json() as {
      id: number
    }
    const copied = await topicOfModule(copy.id)
    const read = (await client.get('/checks/byTopic', { topic_id: String(copied) })).json()
    expect(read).toEqual({ ...saved, topic_id: copied })
  })
})

/** The one topic of a copied module. */
async function topicOfModule(moduleId: number): Promise<number> {
  const result = await t.app.ctx.db.execute(
    sql`select t.id from topics t join blocks b on b.id = t.block_id where b.module_id = ${moduleId}`,
  )
  return resultRows<{ id: number }>(result)[0]!.id
}
