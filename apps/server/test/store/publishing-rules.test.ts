import { randomBytes } from 'node:crypto'
import {
  ModuleStatus,
  type ModuleSummary,
  type PublicationItem,
  Role,
  storeMessages,
} from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { runAdminCommand } from '../../src/admin/commands'
import { createGrid, questionBody, topicBody } from '../modules/module-builders'
import { answer, api, createUser, invalid, lastMailTo, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { offerAwaiting, offerInStore } from './store-builders'
import { confirm, metaData, publish, rows } from './store-fixtures'

// Issue 14: the rules of publishing, metadata and the review that publish-review.test.ts leaves out:
// the demo account, lookups of another country, a store copy that no route can change, metadata of
// copies that left the store, and decisions that come too late (decision 018).

const t = useTestApp()
let author: TestUser
let provider: TestUser
beforeEach(async () => {
  author = await createUser(t.app)
  provider = await createUser(t.app, { role: Role.admin })
})

const ownList = async (who: TestUser) =>
  (await api(t.app, who.token).get('/modules')).json() as ModuleSummary[]
/** The copies of one original, with their status: what a refused publish must leave as it was. */
const copiesOf = (originId: number) =>
  rows<{ id: number; status_id: number }>(
    t.app,
    sql`select id, status_id from modules where origin_module_id = ${originId} order by id`,
  )
/** A copy's grid and name, to show that a refused write changed nothing. */
const copySnapshot = (copyId: number) =>
  rows(
    t.app,
    sql`select m.name, m.columns, m.status_id,
      (select json_agg(json_build_object('id', b.id, 'name', b.name, 'order', b."order",
        'topics', (select json_agg(json_build_object('id', tp.id, 'title', tp.title, 'order', tp."order",
          'questions', (select count(*) from questions q where q.topic_id = tp.id)) order by tp.id)
          from topics tp where tp.block_id = b.id)) order by b.id)
       from blocks b where b.module_id = m.id) as blocks,
      (select count(*)::int from module_shares s where s.module_id = m.id) as shares
    from modules m where m.id = ${copyId}`,
  )
const copyGrid = async (copyId: number) =>
  (
    await rows<{ block_id: number; topic_id: number; question_id: number }>(
      t.app,
      sql`select b.id as block_id, tp.id as topic_id, q.id as question_id from blocks b
        join topics tp on tp.block_id = b.id join questions q on q.topic_id = tp.id
        where b.module_id = ${copyId} order by b."order", tp."order", q."order" limit 1`,
    )
  )[0]!

describe('who may publish what', () => {
  test('a demo account cannot publish: 403 with its own message, and no copy is made', async () => {
    const demo = await createUser(t.app, {
      email: `demo-${randomBytes(3).toString('hex')}@${t.app.ctx.config.PRODUCT_DOMAIN}`,
    })
    // A module with content: the demo is the only reason to refuse it.
    const demoModule = (
      await createGrid(t.app, demo.user.id, {
        name: 'Demo-Modul',
        filled: { columns: 1, rows: 1, questions: 1 },
      })
    ).moduleId
    const response = await api(t.app, demo.token).post('/modules/publish', {
      id: demoModule,
      metaData: metaData(),
    })
    expect(answer(response)).toEqual({
      status: 403,
      body: { code: 'forbidden', message: storeMessages.demoCannotPublish },
    })
    expect(await copiesOf(demoModule)).toEqual([])
    expect((await ownList(demo)).find((module) => module.id === demoModule)?.publication).toBeNull()
  })

  test('nobody publishes a store copy itself, not even its author', async () => {
    const { originId, copyId } = await offerInStore(t, { author, provider }, 'Kopie')
    const before = await copiesOf(originId)
    const response = await api(t.app, author.token).post('/modules/publish', {
      id: copyId,
      metaData: metaData(),
    })
    expect(answer(response)).toEqual(notFound)
    expect(await copiesOf(copyId)).toEqual([])
    expect(await copiesOf(originId)).toEqual(before)
  })
})

describe('metadata checked on publish', () => {
  test('school level and type must belong to the country; languages and tags must exist; nothing is written', async () => {
    const { originId, copyId } = await offerAwaiting(t.app, author, 'Länder')
    const send = (meta: object) =>
      api(t.app, author.token).post('/modules/publish', { id: originId, metaData: meta })
    // Sekundarstufe I of Germany (7) with Switzerland.
    expect(answer(await send(metaData({ schoollevel_id: 7 })))).toEqual(
      invalid({ schoollevel_id: [storeMessages.levelNotOfCountry] }),
    )
    // Germany with the Swiss Sekundarstufe I (4) and Sekundarschule (2).
    expect(answer(await send(metaData({ country_id: 2 })))).toEqual(
      invalid({
        schoollevel_id: [storeMessages.levelNotOfCountry],
        schooltype_id: [storeMessages.typeNotOfCountry],
      }),
    )
    expect(answer(await send(metaData({ language_id: 99, tag_ids: [1, 99], schooltype_id: 999 })))).toEqual(
      invalid({
        language_id: [storeMessages.lookupUnknown],
        schooltype_id: [storeMessages.lookupUnknown],
        tag_ids: [storeMessages.lookupUnknown],
      }),
    )
    expect(answer(await send(metaData({ crystals: -10 })))).toEqual(
      invalid({ 'metaData.crystals': [storeMessages.priceRequired] }),
    )
    // The copy awaiting review is still the one there was.
    expect(await copiesOf(originId)).toEqual([{ id: copyId, status_id: ModuleStatus.awaitingConfirmation }])
  })

  test('a tag given twice is kept once; a free price is on the list', async () => {
    const { originId } = await offerAwaiting(t.app, author, 'Gratis')
    const { module_meta_data_id: metaId } = await publish(
      t.app,
      author,
      originId,
      metaData({ crystals: 0, tag_ids: [8, 1, 8] }),
    )
    const meta = (await api(t.app, author.token).get(`/modules-metadatas/byId?id=${metaId}`)).json()
    expect([meta.crystals, meta.tag_ids]).toEqual([0, [1, 8]])
  })
})

describe('a store copy is read-only', () => {
  test('no grid, module or share route changes it, for its author either (404), and nothing changes', async () => {
    const colleague = await createUser(t.app)
    const { copyId } = await offerInStore(t, { author, provider }, 'Schreibschutz')
    const cell = await copyGrid(copyId)
    const before = await copySnapshot(copyId)
    const client = api(t.app, author.token)
    const calls: [string, object][] = [
      ['/modules/update', { id: copyId, name: 'Umbenannt', columns: 1 }],
      ['/blocks/store', { module_id: copyId, name: 'Drei', order: 3 }],
      ['/blocks/update', { id: cell.block_id, name: 'Umbenannt', order: 1 }],
      ['/blocks/remove', { id: cell.block_id }],
      ['/topics/store', topicBody(cell.block_id, 2, { questions: [questionBody('Ich kann mehr')] })],
      [
        '/topics/update',
        {
          id: cell.topic_id,
          title: 'Umbenannt',
          order: 1,
          questions: [{ id: cell.question_id, title: 'Ich kann es', description: 'Neu' }],
        },
      ],
      ['/topics/swap', { topic_id: cell.topic_id, new_block_id: cell.block_id, new_order: 3 }],
      ['/topics/remove', { id: cell.topic_id }],
      ['/modules/share', { id: copyId, to_admin_id: colleague.user.id }],
      ['/modules/remove', { id: copyId }],
    ]
    for (const [path, body] of calls) {
      expect(answer(await client.post(path, body)), path).toEqual(notFound)
    }
    expect(await copySnapshot(copyId)).toEqual(before)
  })
})

describe('metadata after publishing', () => {
  test('can be changed while awaiting review: the reviewer reads the new values', async () => {
    const { copyId, metaId } = await offerAwaiting(t.app, author, 'Noch offen')
    const update = await api(t.app, author.token).post('/modules-metadatas/update', {
      id: metaId,
      ...metaData({ description: 'Ergänzt', crystals: 50, tag_ids: [5] }),
    })
    expect(update.json()).toEqual({ message: 'Die Modul-Metadaten wurden erfolgreich aktualisiert' })
    const detail = (await api(t.app, provider.token).get(`/publications/byId?id=${copyId}`)).json()
    expect(detail.meta_data).toMatchObject({ description: 'Ergänzt', crystals: 50, tag_ids: [5] })
    expect(detail.crystals).toBe(50)
  })

  test('bad lookups on update are refused field by field and change nothing', async () => {
    const { metaId } = await offerInStore(t, { author, provider }, 'Unverändert')
    const read = async () =>
      (await api(t.app, author.token).get(`/modules-metadatas/byId?id=${metaId}`)).json()
    const before = await read()
    const response = await api(t.app, author.token).post('/modules-metadatas/update', {
      id: metaId,
      ...metaData({ description: 'Anders', crystals: 30, schoollevel_id: 9 }),
    })
    expect(answer(response)).toEqual(
      invalid({
        schoollevel_id: [storeMessages.levelNotOfCountry],
        crystals: [storeMessages.priceRequired],
      }),
    )
    expect(await read()).toEqual(before)
  })

  test('a version replaced by a newer one, or withdrawn with its original, has no metadata to edit', async () => {
    const buyer = await createUser(t.app)
    const first = await offerInStore(t, { author, provider }, 'Alt')
    await api(t.app, buyer.token).post('/modules/purchase', { id: first.copyId })
    const second = await publish(t.app, author, first.originId)
    await confirm(t.app, provider, second.published_module_id)
    const edit = (id: number) =>
      api(t.app, author.token).post('/modules-metadatas/update', { id, ...metaData({ description: 'Neu' }) })
    const refused = invalid({ id: [storeMessages.metaDataNotEditable] })
    expect(answer(await edit(first.metaId))).toEqual(refused)
    // The current version still can be edited ...
    expect((await edit(second.module_meta_data_id)).statusCode).toBe(200)
    // ... until its original is deleted: the bought copies leave the store with it.
    await api(t.app, buyer.token).post('/modules/purchase', { id: second.published_module_id })
    expect((await api(t.app, author.token).post('/modules/remove', { id: first.originId })).statusCode).toBe(
      200,
    )
    expect(answer(await edit(second.module_meta_data_id))).toEqual(refused)
    const descriptions = await rows<{ description: string }>(
      t.app,
      sql`select description from module_meta_data where id in (${first.metaId}, ${second.module_meta_data_id}) order by id`,
    )
    expect(descriptions.map((row) => row.description)).toEqual([metaData().description, 'Neu'])
  })
})

describe('the review, beyond the first decision', () => {
  test('a declined new version leaves the old one in the store; publishing again replaces the declined copy', async () => {
    const first = await offerInStore(t, { author, provider }, 'Zweite Fassung')
    const second = (await publish(t.app, author, first.originId)).published_module_id
    const reason = 'Die zweite Spalte ist leer.'
    await runAdminCommand(t.app.ctx, { name: 'decline', id: second, reason })
    const mail = await lastMailTo(t.app, author.user.email)
    expect(mail.subject).toBe('Ihr Modul «Zweite Fassung» wurde nicht veröffentlicht')
    expect(mail.text).toContain(reason)
    const summary = () => ownList(author).then((list) => list.find((m) => m.id === first.originId)!)
    expect((await summary()).publication).toMatchObject({
      module_id: second,
      status_id: ModuleStatus.confirmationDeclined,
      decline_reason: reason,
      store_module_id: first.copyId,
    })
    const store = (await api(t.app, author.token).get(`/store/modules/byId?id=${first.originId}`)).json()
    expect(store.id).toBe(first.copyId)

    const third = (await publish(t.app, author, first.originId)).published_module_id
    expect(await copiesOf(first.originId)).toEqual([
      { id: first.copyId, status_id: ModuleStatus.published },
      { id: third, status_id: ModuleStatus.awaitingConfirmation },
    ])
    expect((await summary()).publication).toMatchObject({
      module_id: third,
      status_id: ModuleStatus.awaitingConfirmation,
      decline_reason: null,
      reviewed_at: null,
      store_module_id: first.copyId,
    })
  })

  test('the lists by status: declined with the reason, published without replaced versions', async () => {
    const list = async (status: string) =>
      ((await api(t.app, provider.token).get(`/publications?status=${status}`)).json() as PublicationItem[])
        .filter((item) => item.author.id === author.user.id)
        .map((item) => [item.module_id, item.status.name, item.decline_reason])
    const line = await offerInStore(t, { author, provider }, 'Liste')
    const newer = (await publish(t.app, author, line.originId)).published_module_id
    const queue = (await api(t.app, provider.token).get('/publications')).json() as PublicationItem[]
    expect(queue.find((item) => item.module_id === newer)?.is_new_version).toBe(true)
    await confirm(t.app, provider, newer)
    const refused = await offerAwaiting(t.app, author, 'Abgelehnt')
    await api(t.app, provider.token).post('/publications/decline', { id: refused.copyId, reason: 'Unklar.' })
    expect(await list('declined')).toEqual([[refused.copyId, 'confirmation_declined', 'Unklar.']])
    expect(await list('published')).toEqual([[newer, 'published', null]])
    expect(await list('awaiting')).toEqual([])
  })

  test('a decision needs a reason to decline, and comes once: later ones are refused and change nothing', async () => {
    const { copyId } = await offerAwaiting(t.app, author, 'Einmal')
    const decline = (reason: string) =>
      api(t.app, provider.token).post('/publications/decline', { id: copyId, reason })
    expect(answer(await decline('   '))).toEqual(invalid({ reason: [storeMessages.declineReasonRequired] }))
    expect(answer(await decline('x'.repeat(1001)))).toEqual(
      invalid({ reason: [storeMessages.declineReasonTooLong] }),
    )
    await confirm(t.app, provider, copyId)
    const tooLate = { status: 409, body: { code: 'conflict', message: storeMessages.notAwaiting } }
    expect(answer(await decline('Doch nicht.'))).toEqual(tooLate)
    expect(answer(await api(t.app, provider.token).post('/publications/confirm', { id: copyId }))).toEqual(
      tooLate,
    )
    const [meta] = await rows(
      t.app,
      sql`select md.decline_reason, c.status_id from module_meta_data md join modules c on c.id = md.module_id
        where c.id = ${copyId}`,
    )
    expect(meta).toEqual({ decline_reason: null, status_id: ModuleStatus.published })
  })

  test('the review reads store copies only: an original or an unknown id is 404', async () => {
    const { originId } = await offerAwaiting(t.app, author, 'Nur Kopien')
    for (const id of [originId, 999_999]) {
      expect(answer(await api(t.app, provider.token).get(`/publications/byId?id=${id}`)), `${id}`).toEqual(
        notFound,
      )
      expect(answer(await api(t.app, provider.token).post('/publications/confirm', { id }))).toEqual(notFound)
    }
    expect(await copiesOf(originId)).toHaveLength(1)
  })

  test('confirming by the admin command mails the author the store link', async () => {
    const { copyId, originId } = await offerAwaiting(t.app, author, 'Per Befehl')
    expect(await runAdminCommand(t.app.ctx, { name: 'confirm', id: copyId })).toBe(
      'Die Veröffentlichung wurde bestätigt. The author was mailed.',
    )
    const mail = await lastMailTo(t.app, author.user.email)
    expect(mail.subject).toBe('Ihr Modul «Per Befehl» ist im Store')
    expect(mail.text).toContain(`http://lernraster.test/store/modules/${originId}`)
    const listed = (await api(t.app, author.token).get('/store/modules?search=Befehl')).json()
    expect(listed.items.map((item: { id: number }) => item.id)).toEqual([copyId])
  })

  // Decision 018: "any module id of a line opens the store page of its listed copy". The mail names the
  // original (the line), not the first version's copy, which goes when a newer version is confirmed.
  test('the store link of an earlier confirmation mail still opens the store page after a new version', async () => {
    const first = await offerInStore(t, { author, provider }, 'Alter Link')
    const link = (await lastMailTo(t.app, author.user.email)).text.match(/\/store\/modules\/(\d+)/)?.[1]
    expect(Number(link)).toBe(first.originId)
    const second = (await publish(t.app, author, first.originId)).published_module_id
    await confirm(t.app, provider, second)
    const page = await api(t.app, author.token).get(`/store/modules/byId?id=${link}`)
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().id).toBe(second)
  })
})
