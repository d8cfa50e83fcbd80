import {
  ModuleStatus,
  type ModuleSummary,
  type PublicationItem,
  Role,
  storeMessages,
} from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { parseAdminArgs, runAdminCommand } from '../../src/admin/commands'
import { createGrid } from '../modules/module-builders'
import { answer, api, createUser, invalid, lastMailTo, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { confirm, listedModule, metaData, moduleWithContent, publish, rows } from './store-fixtures'

// Issue 14: publishing with metadata, editing it, the provider's review and new versions (decision 018).

const t = useTestApp()
let author: TestUser
let provider: TestUser
beforeEach(async () => {
  author = await createUser(t.app)
  provider = await createUser(t.app, { role: Role.admin })
})

const ownList = async (who: TestUser) =>
  (await api(t.app, who.token).get('/modules')).json() as ModuleSummary[]
const gridCounts = (moduleId: number) =>
  rows<{ blocks: number; topics: number; questions: number; solutions: number }>(
    t.app,
    sql`select
      (select count(*)::int from blocks where module_id = ${moduleId}) as blocks,
      (select count(*)::int from topics t join blocks b on b.id = t.block_id where b.module_id = ${moduleId}) as topics,
      (select count(*)::int from questions q join topics t on t.id = q.topic_id join blocks b on b.id = t.block_id
        where b.module_id = ${moduleId}) as questions,
      (select count(*)::int from solutions s join questions q on q.id = s.question_id join topics t on t.id = q.topic_id
        join blocks b on b.id = t.block_id where b.module_id = ${moduleId}) as solutions`,
  )
const statusOf = async (moduleId: number) =>
  (await rows<{ status_id: number }>(t.app, sql`select status_id from modules where id = ${moduleId}`))[0]
    ?.status_id

describe('POST /modules/publish', () => {
  test('copies the module with its grid into one awaiting confirmation; the own list shows it as the publication', async () => {
    const originId = await moduleWithContent(t.app, author)
    const response = await api(t.app, author.token).post('/modules/publish', {
      id: originId,
      metaData: metaData(),
    })
    expect(response.statusCode, response.body).toBe(200)
    const answer = response.json()
    expect(answer).toEqual({
      message:
        'Modul ist im Store veröffentlicht. Bitte warten Sie auf die Bestätigung durch den Administrator',
      published_module_id: expect.any(Number),
      module_meta_data_id: expect.any(Number),
    })
    const copyId = answer.published_module_id
    expect(await statusOf(copyId)).toBe(ModuleStatus.awaitingConfirmation)
    expect(await gridCounts(copyId)).toEqual(await gridCounts(originId))
    expect((await gridCounts(copyId))[0]).toMatchObject({ blocks: 2, topics: 2, questions: 4 })

    const own = await ownList(author)
    expect(own.map((module) => module.id)).toEqual([originId])
    expect(own[0]).toMatchObject({
      published_module_id: copyId,
      publication: {
        module_id: copyId,
        status_id: ModuleStatus.awaitingConfirmation,
        status: { name: 'awaiting_confirmation', title: 'Wartet auf Bestätigung' },
        module_meta_data_id: answer.module_meta_data_id,
        decline_reason: null,
        reviewed_at: null,
        store_module_id: null,
      },
    })
    // The start page counts the module once: its store copy is not one of the teacher's own.
    const home = (await api(t.app, author.token).get('/home/overview')).json()
    expect(home.modules).toBe(1)
  })

  test('refuses bad metadata field by field, and a module without content', async () => {
    const originId = await moduleWithContent(t.app, author)
    const send = (meta: object, id = originId) =>
      api(t.app, author.token).post('/modules/publish', { id, metaData: meta })
    expect(answer(await send(metaData({ description: '  ' })))).toEqual(
      invalid({ 'metaData.description': [storeMessages.descriptionRequired] }),
    )
    expect(answer(await send(metaData({ description: 'x'.repeat(501) })))).toEqual(
      invalid({ 'metaData.description': [storeMessages.descriptionTooLong] }),
    )
    expect((await send(metaData({ description: 'x'.repeat(500) }))).statusCode).toBe(200)
    expect(answer(await send(metaData({ tag_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9] })))).toEqual(
      invalid({ 'metaData.tag_ids': [storeMessages.tooManyTags] }),
    )
    // Germany's Gymnasium (11) with Switzerland, a price not on the list, a subject that does not exist.
    expect(
      answer(await send(metaData({ schooltype_id: 11, crystals: 30, lernraster_subject_id: 999 }))),
    ).toEqual(
      invalid({
        lernraster_subject_id: [storeMessages.lookupUnknown],
        schooltype_id: [storeMessages.typeNotOfCountry],
        crystals: [storeMessages.priceRequired],
      }),
    )
    const empty = await createGrid(t.app, author.user.id, { name: 'Leer' })
    expect(answer(await send(metaData(), empty.moduleId))).toEqual(
      invalid({ id: [storeMessages.moduleNeedsContent] }),
    )
  })

  test('publishing again replaces a copy still awaiting; a published one stays until the new version is confirmed', async () => {
    const originId = await moduleWithContent(t.app, author)
    const first = await publish(t.app, author, originId)
    const second = await publish(t.app, author, originId)
    expect(await statusOf(first.published_module_id)).toBeUndefined()
    await confirm(t.app, provider, second.published_module_id)

    const third = await publish(t.app, author, originId, metaData({ crystals: 50 }))
    const own = await ownList(author)
    expect(own[0]!.publication).toMatchObject({
      module_id: third.published_module_id,
      status_id: ModuleStatus.awaitingConfirmation,
      store_module_id: second.published_module_id,
    })
    const store = (await api(t.app, author.token).get('/store/modules')).json()
    expect(store.items.map((item: { id: number }) => item.id)).toEqual([second.published_module_id])
  })
})

describe('metadata', () => {
  test('the author reads and changes it; the store shows the change at once', async () => {
    const { copyId, metaId } = await listedModule(t.app, { author, provider })
    const client = api(t.app, author.token)
    expect((await client.get(`/modules-metadatas/byId?id=${metaId}`)).json()).toEqual({
      id: metaId,
      module_id: copyId,
      ...metaData(),
      tags: [
        { id: 1, title: 'Grundlagen' },
        { id: 8, title: 'Lehrplan 21' },
      ],
      tag_ids: [1, 8],
    })
    const update = await client.post('/modules-metadatas/update', {
      id: metaId,
      ...metaData({ description: 'Neu beschrieben', crystals: 10, tag_ids: [8, 3] }),
    })
    expect(update.json()).toEqual({ message: 'Die Modul-Metadaten wurden erfolgreich aktualisiert' })
    const card = (await client.get(`/store/modules/byId?id=${copyId}`)).json()
    expect(card).toMatchObject({ description: 'Neu beschrieben', crystals: 10 })
    expect(card.tags.map((tag: { id: number }) => tag.id)).toEqual([8, 3])
  })

  test('a declined publication has no metadata to edit', async () => {
    const { published_module_id: copyId, module_meta_data_id: metaId } = await publish(
      t.app,
      author,
      await moduleWithContent(t.app, author),
    )
    await api(t.app, provider.token).post('/publications/decline', { id: copyId, reason: 'Zu wenig Inhalt.' })
    const response = await api(t.app, author.token).post('/modules-metadatas/update', {
      id: metaId,
      ...metaData(),
    })
    expect(answer(response)).toEqual(invalid({ id: [storeMessages.metaDataNotEditable] }))
  })
})

describe('the provider review', () => {
  test('lists awaiting publications oldest first; confirm publishes and mails the author', async () => {
    const olderOrigin = await moduleWithContent(t.app, author, 'Älter')
    const older = await publish(t.app, author, olderOrigin)
    t.clock.advanceMinutes(5)
    const newer = await publish(t.app, author, await moduleWithContent(t.app, author, 'Neuer'))
    const queue = (await api(t.app, provider.token).get('/publications')).json() as PublicationItem[]
    const mine = queue.filter((item) => item.author.id === author.user.id)
    expect(
      mine.map((item) => [item.module_id, item.name, item.is_new_version, item.questions_count]),
    ).toEqual([
      [older.published_module_id, 'Älter', false, 4],
      [newer.published_module_id, 'Neuer', false, 4],
    ])
    const detail = (
      await api(t.app, provider.token).get(`/publications/byId?id=${older.published_module_id}`)
    ).json()
    expect(detail).toMatchObject({ country: { title: 'Schweiz' }, meta_data: { crystals: 25 } })
    expect(detail.blocks).toHaveLength(2)

    await confirm(t.app, provider, older.published_module_id)
    expect(await statusOf(older.published_module_id)).toBe(ModuleStatus.published)
    const mail = await lastMailTo(t.app, author.user.email)
    expect(mail.subject).toBe('Ihr Modul «Älter» ist im Store')
    // The original's id: the link keeps opening whichever version the store lists (decision 018).
    expect(mail.text).toContain(`/store/modules/${olderOrigin}`)
    const again = await api(t.app, provider.token).post('/publications/confirm', {
      id: older.published_module_id,
    })
    expect(again.json()).toEqual({ code: 'conflict', message: storeMessages.notAwaiting })
  })

  test('decline keeps the reason for the author and mails it', async () => {
    const originId = await moduleWithContent(t.app, author, 'Entwurf')
    const { published_module_id: copyId } = await publish(t.app, author, originId)
    const reason = 'Bitte ergänzen Sie die Lösungen der Fragen in Spalte 2.'
    const response = await api(t.app, provider.token).post('/publications/decline', { id: copyId, reason })
    expect(response.json()).toEqual({ message: storeMessages.declined })
    expect((await ownList(author))[0]!.publication).toMatchObject({
      status_id: ModuleStatus.confirmationDeclined,
      decline_reason: reason,
      store_module_id: null,
    })
    const mail = await lastMailTo(t.app, author.user.email)
    expect(mail.subject).toBe('Ihr Modul «Entwurf» wurde nicht veröffentlicht')
    expect(mail.text).toContain(reason)
    const twice = await api(t.app, provider.token).post('/publications/decline', { id: copyId, reason })
    expect(twice.statusCode).toBe(409)
  })

  test('a new version replaces the old in the store; its buyer keeps the old one, outdated; unbought versions go', async () => {
    const buyer = await createUser(t.app)
    const { originId, copyId: v1 } = await listedModule(t.app, { author, provider })
    await api(t.app, buyer.token).post('/modules/purchase', { id: v1 })
    await api(t.app, author.token).post('/modules/update', {
      id: originId,
      name: 'Prozentrechnen 2',
      description: '',
    })
    const v2 = (await publish(t.app, author, originId)).published_module_id
    // Before the confirmation the store and the buyer see v1 as it was.
    expect((await api(t.app, buyer.token).get(`/store/modules/byId?id=${originId}`)).json().id).toBe(v1)
    await confirm(t.app, provider, v2)
    const v3 = (await publish(t.app, author, originId)).published_module_id
    await confirm(t.app, provider, v3)

    const store = (await api(t.app, buyer.token).get(`/store/modules/byId?id=${v1}`)).json()
    expect(store).toMatchObject({
      id: v3,
      name: 'Prozentrechnen 2',
      owns_earlier_version: true,
      your_price: 0,
    })
    const purchased = (await api(t.app, buyer.token).get('/modules/purchased')).json()
    expect(
      purchased.map((m: { id: number; outdated: boolean; store_module_id: number; name: string }) => [
        m.id,
        m.name,
        m.outdated,
        m.store_module_id,
      ]),
    ).toEqual([[v1, 'Prozentrechnen', true, v3]])
    expect(await statusOf(v1)).toBe(ModuleStatus.published)
    expect(await statusOf(v2)).toBeUndefined()
    const queue = (
      await api(t.app, provider.token).get('/publications?status=published')
    ).json() as PublicationItem[]
    expect(queue.find((item) => item.module_id === v3)?.is_new_version).toBe(true)
  })
})

describe('the confirmation mail of a new version (issue 38)', () => {
  test('says it is a new version and that buyers of the earlier one get it for free', async () => {
    const { originId, copyId: v1 } = await listedModule(t.app, { author, provider })
    const first = await lastMailTo(t.app, author.user.email)
    expect(first.subject).toBe('Ihr Modul «Prozentrechnen» ist im Store')
    expect(first.text).not.toContain('Version')

    const v2 = (await publish(t.app, author, originId)).published_module_id
    await confirm(t.app, provider, v2)
    const second = await lastMailTo(t.app, author.user.email)
    expect(second.subject).toBe('Die neue Version Ihres Moduls «Prozentrechnen» ist im Store')
    expect(second.text).toContain('neue Version')
    expect(second.text).toContain('kostenlos')
    expect(second.text).toContain(`/store/modules/${originId}`)
    expect(second.html).toContain('kostenlos')
    expect(v1).not.toBe(v2)
  })

  test('a first publication confirmed after an earlier try was declined is no new version', async () => {
    const originId = await moduleWithContent(t.app, author, 'Erster Versuch')
    const declined = (await publish(t.app, author, originId)).published_module_id
    await api(t.app, provider.token).post('/publications/decline', { id: declined, reason: 'Noch nicht.' })
    const again = (await publish(t.app, author, originId)).published_module_id
    await confirm(t.app, provider, again)
    expect((await lastMailTo(t.app, author.user.email)).subject).toBe(
      'Ihr Modul «Erster Versuch» ist im Store',
    )
  })
})

describe('npm run admin -- publications | confirm | decline | grant', () => {
  test('reads its arguments, and refuses a flag or amount that does not fit', () => {
    expect(parseAdminArgs(['decline', '12', '--reason', 'Zu kurz'])).toEqual({
      name: 'decline',
      id: 12,
      reason: 'Zu kurz',
    })
    expect(parseAdminArgs(['grant', 'a@b.ch', '50', '--reason', 'Kurs'])).toEqual({
      name: 'grant',
      email: 'a@b.ch',
      amount: 50,
      reason: 'Kurs',
    })
    expect(parseAdminArgs(['confirm', '7'])).toEqual({ name: 'confirm', id: 7 })
    expect(() => parseAdminArgs(['grant', 'a@b.ch', '0', '--reason', 'Nichts'])).toThrow()
    expect(() => parseAdminArgs(['decline', '12'])).toThrow()
    expect(() => parseAdminArgs(['confirm', '7', '--reason', 'x'])).toThrow()
  })

  test('lists, confirms and declines as the review page does', async () => {
    const a = await publish(t.app, author, await moduleWithContent(t.app, author, 'Eins'))
    const b = await publish(t.app, author, await moduleWithContent(t.app, author, 'Zwei'))
    const listing = await runAdminCommand(t.app.ctx, { name: 'publications' })
    expect(listing).toContain(`${a.published_module_id}  `)
    expect(listing).toContain('Eins  by')
    await runAdminCommand(t.app.ctx, { name: 'confirm', id: a.published_module_id })
    await runAdminCommand(t.app.ctx, { name: 'decline', id: b.published_module_id, reason: 'Doppelt.' })
    expect(await statusOf(a.published_module_id)).toBe(ModuleStatus.published)
    expect(await statusOf(b.published_module_id)).toBe(ModuleStatus.confirmationDeclined)
    await expect(runAdminCommand(t.app.ctx, { name: 'confirm', id: a.published_module_id })).rejects.toThrow(
      storeMessages.notAwaiting,
    )
  })
})
