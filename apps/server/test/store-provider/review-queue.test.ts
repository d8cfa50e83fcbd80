import { Role } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { metaData, moduleWithContent, publish } from '../store/store-fixtures'
import { api, createUser, mailsTo, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Issue 38: the provider hears of a waiting publication (a count for the badge, a mail to every active
// administrator with the submission) and finds publications by author, subject, country and days.

const t = useTestApp()
let provider: TestUser
let inactiveAdmin: TestUser

beforeAll(async () => {
  provider = await createUser(t.app, { role: Role.admin })
  inactiveAdmin = await createUser(t.app, { role: Role.admin, activated: false })
})

const waiting = async () => (await api(t.app, provider.token).get('/publications/waitingCount')).json().count

describe('a publication waits', () => {
  test('the count rises with a submission and falls with the decision', async () => {
    const author = await createUser(t.app)
    const before = await waiting()
    const { published_module_id: copyId } = await publish(
      t.app,
      author,
      await moduleWithContent(t.app, author),
    )
    expect(await waiting()).toBe(before + 1)
    await api(t.app, provider.token).post('/publications/confirm', { id: copyId })
    expect(await waiting()).toBe(before)
  })

  test('every active administrator gets a mail with the submission, naming module and author; others none', async () => {
    const author = await createUser(t.app)
    await t.app.ctx.db.execute(
      sql`update users set firstname = 'Hanna', lastname = 'Autorin' where id = ${author.user.id}`,
    )
    await publish(t.app, author, await moduleWithContent(t.app, author, 'Gleichungen lösen'))
    const mails = await mailsTo(t.app, provider.user.email)
    const mail = mails.find((entry) => entry.subject.includes('Gleichungen lösen'))
    expect(mail?.subject).toBe('Neue Veröffentlichung zur Prüfung: «Gleichungen lösen»')
    expect(mail?.text).toContain('Hanna Autorin hat das Modul «Gleichungen lösen»')
    expect(mail?.text).toContain('/review')
    expect(await mailsTo(t.app, inactiveAdmin.user.email)).toEqual([])
    expect(await mailsTo(t.app, author.user.email)).toEqual([])
  })

  test('a submission refused (no content) mails nobody', async () => {
    const author = await createUser(t.app)
    const before = (await mailsTo(t.app, provider.user.email)).length
    const empty = (
      await api(t.app, author.token).post('/modules/store', { name: 'Leer', description: '' })
    ).json()
    const response = await api(t.app, author.token).post('/modules/publish', {
      id: empty.id,
      metaData: metaData(),
    })
    expect(response.statusCode).toBe(422)
    expect((await mailsTo(t.app, provider.user.email)).length).toBe(before)
  })
})

describe('the review lists filtered', () => {
  let hanna: TestUser
  let peter: TestUser
  let ids: Record<string, number>

  beforeAll(async () => {
    hanna = await createUser(t.app, { email: 'hanna.filter@schule.example' })
    peter = await createUser(t.app, { email: 'peter.filter@andere.example' })
    await t.app.ctx.db.execute(
      sql`update users set firstname = 'Peter', lastname = 'Filterli' where id = ${peter.user.id}`,
    )
    const submit = async (who: TestUser, name: string, meta: Parameters<typeof metaData>[0]) =>
      (await publish(t.app, who, await moduleWithContent(t.app, who, name), metaData(meta)))
        .published_module_id
    ids = {
      hannaMath: await submit(hanna, 'F1', { lernraster_subject_id: 2, country_id: 1 }),
      hannaGerman: await submit(hanna, 'F2', { lernraster_subject_id: 1, country_id: 1 }),
    }
    t.clock.advanceMinutes(3 * 24 * 60)
    ids.peterMath = await submit(peter, 'F3', { lernraster_subject_id: 2, country_id: 1 })
  })

  const list = async (query: string) =>
    (
      (await api(t.app, provider.token).get(`/publications?status=awaiting&${query}`)).json() as {
        module_id: number
      }[]
    )
      .map((item) => item.module_id)
      .filter((id) => Object.values(ids).includes(id))

  test('by author: words of the name or the e-mail address', async () => {
    expect(await list('author=filter')).toEqual([ids.hannaMath, ids.hannaGerman, ids.peterMath])
    expect(await list('author=Peter filterli')).toEqual([ids.peterMath])
    expect(await list('author=hanna.filter@schule')).toEqual([ids.hannaMath, ids.hannaGerman])
    expect(await list('author=%25')).toEqual([])
  })

  test('by subject and country', async () => {
    expect(await list('author=filter&lernraster_subject_id=2')).toEqual([ids.hannaMath, ids.peterMath])
    expect(await list('author=filter&lernraster_subject_id=2&country_id=2')).toEqual([])
  })

  test('by the days of submission, both inclusive, in the school’s time zone', async () => {
    const day = (date: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(date)
    const today = day(t.app.ctx.clock.now())
    const threeDaysAgo = day(new Date(t.app.ctx.clock.now().getTime() - 3 * 24 * 3600_000))
    expect(await list(`author=filter&submitted_from=${today}`)).toEqual([ids.peterMath])
    expect(await list(`author=filter&submitted_to=${threeDaysAgo}`)).toEqual([ids.hannaMath, ids.hannaGerman])
    expect(await list(`author=filter&submitted_from=${threeDaysAgo}&submitted_to=${today}`)).toHaveLength(3)
    // A wrong form, and a day the calendar does not have, are refused with a message, never a 500.
    for (const day of ['28.11.2026', '2026-02-30', '2026-13-01']) {
      const bad = await api(t.app, provider.token).get(`/publications?submitted_from=${day}`)
      expect(bad.statusCode, day).toBe(422)
    }
  })
})
