import { ModuleStatus, moduleMessages, Role } from '@lernraster/shared'
import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { mailOutbox, moduleShares, modules, users } from '../../src/db/schema'
import { insertAccount, insertActivation, minutesFromNow, statementsOf } from '../feeds/feed-builders'
import { createGrid } from '../modules/module-builders'
import { createClass, createSubjectRow, insertStudents } from '../school/school-builders'
import { answer, api, createUser, invalid, mailsTo, notFound, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { prepareAvailable } from './available-fixture'

const t = useTestApp()

let owner: TestUser
let colleague: TestUser
let latecomer: TestUser
let reader: TestUser
let moduleId: number
beforeAll(async () => {
  const teacher = () => createUser(t.app)
  ;[owner, colleague, latecomer, reader] = await Promise.all([teacher(), teacher(), teacher(), teacher()])
  await t.app.ctx.db
    .update(users)
    .set({ firstname: 'Anna', lastname: 'Keller' })
    .where(eq(users.id, owner.user.id))
  moduleId = (
    await createGrid(t.app, owner.user.id, { name: 'Bruchrechnen', filled: { columns: 1, rows: 1 } })
  ).moduleId
})

const share = (toId: number, who = owner, id = moduleId) =>
  api(t.app, who.token).post('/modules/share', { id, to_admin_id: toId })
const unshare = (toId: number, who = owner, id = moduleId) =>
  api(t.app, who.token).post('/modules/unshare', { id, to_admin_id: toId })
const sharedUsers = (who = owner, id = moduleId) =>
  api(t.app, who.token).get('/modules/sharedUsers', { id: String(id) })
const sharesOf = (id = moduleId) =>
  t.app.ctx.db
    .select()
    .from(moduleShares)
    .where(eq(moduleShares.moduleId, id))
    .orderBy(asc(moduleShares.userId))
const outbox = () => t.app.ctx.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))
const toField = (message: string) => invalid({ to_admin_id: [message] })

describe('POST /modules/share', () => {
  test('shares the module and tells the colleague by mail', async () => {
    expect(answer(await share(colleague.user.id))).toEqual({
      status: 200,
      body: { message: 'Das Modul wurde erfolgreich geteilt' },
    })
    expect(await sharesOf()).toEqual([{ moduleId, userId: colleague.user.id, createdAt: t.clock.now() }])
    const mails = await mailsTo(t.app, colleague.user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Anna Keller hat ein Modul mit Ihnen geteilt')
    expect(mails[0]!.text).toContain('Anna Keller hat das Modul «Bruchrechnen» mit Ihnen geteilt.')
    expect(mails[0]!.text).toContain(
      'Verfügbare Module öffnen: http://lernraster.test/modules?defaultTabIndex=1',
    )
  })

  test('refuses every other share with its message and writes nothing', async () => {
    const [student, notActivated, admin] = [
      await insertAccount(t.app, { roleId: Role.student }),
      await insertAccount(t.app, { activated: false }),
      await insertAccount(t.app, { roleId: Role.admin }),
    ]
    const before = { shares: await sharesOf(), mails: await outbox() }
    expect(answer(await share(latecomer.user.id, colleague))).toEqual(notFound)
    expect(answer(await share(latecomer.user.id, owner, 999_999))).toEqual(notFound)
    expect(answer(await share(owner.user.id))).toEqual(toField(moduleMessages.shareWithSelf))
    for (const nobody of [student.id, notActivated.id, admin.id, 999_999]) {
      expect(answer(await share(nobody)), String(nobody)).toEqual(toField(moduleMessages.teacherNotFound))
    }
    expect(answer(await share(colleague.user.id))).toEqual(toField('Bereits mit dieser E-Mail geteilt'))
    expect({ shares: await sharesOf(), mails: await outbox() }).toEqual(before)
  })

  test('two shares with one colleague at the same moment make one share and one mail', async () => {
    t.clock.advanceMinutes(10)
    const responses = await Promise.all([share(latecomer.user.id), share(latecomer.user.id)])
    expect(responses.map(answer).sort((a, b) => a.status - b.status)).toEqual([
      { status: 200, body: { message: moduleMessages.moduleShared } },
      toField(moduleMessages.alreadyShared),
    ])
    expect((await sharesOf()).filter((row) => row.userId === latecomer.user.id)).toHaveLength(1)
    expect(await mailsTo(t.app, latecomer.user.email)).toHaveLength(1)
  })
})

describe('GET /modules/sharedUsers', () => {
  test('lists the colleagues oldest share first, with their activations of the module; owner only', async () => {
    const group = await createClass(t.app, colleague.user.id, '7a')
    const subject = await createSubjectRow(t.app, colleague.user.id, 'Mathematik', 'M')
    await insertActivation(t.app, {
      teacherId: colleague.user.id,
      moduleId,
      groupId: group.id,
      subjectId: subject.id,
    })
    const person = (who: TestUser, minutes: number, count: number) => ({
      id: who.user.id,
      firstname: who.user.firstname,
      lastname: who.user.lastname,
      email: who.user.email,
      shared_at: minutesFromNow(t.app, minutes).toISOString(),
      active_modules_count: count,
    })
    expect(answer(await sharedUsers())).toEqual({
      status: 200,
      body: [person(colleague, -10, 1), person(latecomer, 0, 0)],
    })
    expect(answer(await sharedUsers(colleague))).toEqual(notFound)
    const unshared = await createGrid(t.app, owner.user.id)
    expect(answer(await sharedUsers(owner, unshared.moduleId))).toEqual({ status: 200, body: [] })
  })
})

describe('what the colleague may do with a shared module', () => {
  test('view it and copy it into an own draft, never change, share or remove it', async () => {
    const client = api(t.app, colleague.token)
    const detail = await client.get('/modules/byId', { id: String(moduleId) })
    expect(detail.json()).toMatchObject({ id: moduleId, is_owner: false, topics_count: 1 })
    const copy = await client.post('/modules/duplicate', { module_id: moduleId, new_title: 'Meine Brüche' })
    const [copied] = await t.app.ctx.db.select().from(modules).where(eq(modules.id, copy.json().id))
    expect(copied).toMatchObject({
      ownerId: colleague.user.id,
      name: 'Meine Brüche',
      statusId: ModuleStatus.draft,
    })

    const before = {
      module: await t.app.ctx.db.select().from(modules).where(eq(modules.id, moduleId)),
      shares: await sharesOf(),
    }
    expect(answer(await client.post('/modules/update', { id: moduleId, name: 'Geändert' }))).toEqual(notFound)
    expect(answer(await client.post('/modules/remove', { id: moduleId }))).toEqual(notFound)
    expect(answer(await share(owner.user.id, colleague))).toEqual(notFound)
    expect({
      module: await t.app.ctx.db.select().from(modules).where(eq(modules.id, moduleId)),
      shares: await sharesOf(),
    }).toEqual(before)
  })
})

describe('POST /modules/unshare', () => {
  test('takes the share back; the activations keep running, the Available list loses it', async () => {
    expect(answer(await unshare(latecomer.user.id, colleague))).toEqual(notFound)
    expect(answer(await unshare(latecomer.user.id))).toEqual({
      status: 200,
      body: { message: moduleMessages.shareRemoved },
    })
    expect(answer(await unshare(latecomer.user.id))).toEqual(toField(moduleMessages.shareNotFound))
    expect(answer(await unshare(colleague.user.id))).toEqual({
      status: 200,
      body: { message: 'Das Modul ist nicht mehr geteilt.' },
    })
    expect(await sharesOf()).toEqual([])

    // The colleague's class still runs it; the latecomer, without an activation, loses it entirely.
    const id = String(moduleId)
    expect((await api(t.app, colleague.token).get('/modules/byId', { id })).statusCode).toBe(200)
    expect((await api(t.app, colleague.token).get('/modules/shared')).json()).toEqual([])
    // ...but starts nothing new with it: no copy, no further class (decision 016).
    const copyBack = { module_id: moduleId, new_title: 'Kopie' }
    expect(answer(await api(t.app, colleague.token).post('/modules/duplicate', copyBack))).toEqual(notFound)
    const [otherClass, otherSubject] = await Promise.all([
      createClass(t.app, colleague.user.id, '9c', await insertStudents(t.app, [{}])),
      createSubjectRow(t.app, colleague.user.id, 'Chemie', 'CH'),
    ])
    const activation = { id: moduleId, group_id: otherClass.id, subject_id: otherSubject.id }
    expect(answer(await api(t.app, colleague.token).post('/modules/activate', activation))).toEqual(notFound)
    expect(answer(await api(t.app, latecomer.token).get('/modules/byId', { id }))).toEqual(notFound)
    const copy = { module_id: moduleId, new_title: 'Kopie' }
    expect(answer(await api(t.app, latecomer.token).post('/modules/duplicate', copy))).toEqual(notFound)
  })
})

describe('the lists of the Available tab and the own store copies', () => {
  test('shared, purchased and published, each in one statement', async () => {
    const m = await prepareAvailable(t, { owner, colleague, reader })
    const reading = api(t.app, reader.token)
    const shared = (await reading.get('/modules/shared')).json()
    const flags = (row: Record<string, unknown>) => ({
      id: row.id,
      access_status_id: row.access_status_id,
      beta: row.beta,
      outdated: row.outdated,
      published_module_id: row.published_module_id,
      store_module_id: row.store_module_id,
      active_modules_count: row.active_modules_count,
      received_at: row.received_at,
    })
    const received = (minutes: number) => m.at(minutes).toISOString()
    expect(shared.map(flags)).toEqual([
      {
        id: m.c,
        access_status_id: 8,
        beta: true,
        outdated: false,
        published_module_id: m.awaiting,
        // Nothing of C's line is in the store yet: the link names C itself (decision 018).
        store_module_id: m.c,
        active_modules_count: 0,
        received_at: received(3),
      },
      {
        id: m.b,
        access_status_id: 8,
        beta: false,
        outdated: true,
        published_module_id: m.published,
        store_module_id: m.published,
        active_modules_count: 0,
        received_at: received(2),
      },
      {
        id: m.a,
        access_status_id: 8,
        beta: true,
        outdated: false,
        published_module_id: 0,
        store_module_id: m.a,
        active_modules_count: 2,
        received_at: received(1),
      },
    ])
    expect(shared[2]).toMatchObject({
      name: 'A',
      status: { name: 'draft', title: 'Entwurf' },
      admin_id: owner.user.id,
      author: { firstname: 'Anna', lastname: 'Keller' },
      blocks_count: 2,
      topics_count: 2,
      questions_count: 4,
    })

    const purchased = (await reading.get('/modules/purchased')).json()
    expect(purchased.map(flags)).toEqual([
      {
        id: m.bought,
        access_status_id: 7,
        beta: false,
        outdated: false,
        published_module_id: 0,
        store_module_id: m.bought,
        active_modules_count: 0,
        received_at: received(5),
      },
      {
        id: m.published,
        access_status_id: 7,
        beta: false,
        outdated: false,
        published_module_id: 0,
        store_module_id: m.published,
        active_modules_count: 0,
        received_at: received(4),
      },
    ])

    const published = (await api(t.app, owner.token).get('/modules/published')).json()
    expect(
      published.map((row: { id: number; status: { name: string } }) => [row.id, row.status.name]),
    ).toEqual([
      [m.declined, 'confirmation_declined'],
      [m.awaiting, 'awaiting_confirmation'],
      [m.published, 'published'],
    ])
    expect((await reading.get('/modules/published')).json()).toEqual([])

    // As many statements for three modules as for none.
    const empty = api(t.app, latecomer.token)
    for (const path of ['/modules/shared', '/modules/purchased', '/modules/published']) {
      expect(await statementsOf(t, () => reading.get(path)), path).toBe(
        await statementsOf(t, () => empty.get(path)),
      )
    }
  })
})
