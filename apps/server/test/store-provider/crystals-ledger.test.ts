import { providerMessages, Role } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { listedModule, rows, setBalance } from '../store/store-fixtures'
import { API, api, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Issue 38: grants and corrections in the app, the crystal ledger (balances, purchases per month) and
// the audit trail, with their CSVs, as the provider's administrator uses them. Runs on PostgreSQL too.

const t = useTestApp()
let provider: TestUser
let teacher: TestUser

beforeAll(async () => {
  provider = await createUser(t.app, { role: Role.admin })
  teacher = await createUser(t.app)
})

const asProvider = () => api(t.app, provider.token)
const grant = (body: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/crystals/grant`,
    payload: body,
    headers: { authorization: `Bearer ${provider.token}`, ...(key ? { 'idempotency-key': key } : {}) },
  })

describe('grants and corrections in the app', () => {
  test('the lookup shows the name and the balance before the grant', async () => {
    await setBalance(t.app, teacher, 40)
    const found = await asProvider().get(
      `/provider/teachers/byEmail?email=${teacher.user.email.toUpperCase()}`,
    )
    expect(found.json()).toEqual({
      id: teacher.user.id,
      firstname: 'Vreni',
      lastname: 'Muster',
      email: teacher.user.email,
      balance: 40,
    })
    const unknown = await asProvider().get('/provider/teachers/byEmail?email=niemand@schule.example')
    expect(unknown.json()).toEqual({ code: 'notFound', message: providerMessages.noSuchTeacher })
    // A student has no crystals to book.
    const student = await createUser(t.app, { role: Role.student })
    expect(
      (await asProvider().get(`/provider/teachers/byEmail?email=${student.user.email}`)).statusCode,
    ).toBe(404)
  })

  test('a grant and a correction reach the teacher’s history with the reason, and the audit trail with the administrator', async () => {
    await setBalance(t.app, teacher, 40)
    const given = await grant({ email: teacher.user.email, amount: 15, reason: 'Danke für die Rückmeldung' })
    expect(given.json()).toEqual({ message: providerMessages.granted, balance: 55 })
    const taken = await grant({ email: teacher.user.email, amount: -5, reason: 'Doppelt gebucht' })
    expect(taken.json()).toEqual({ message: providerMessages.corrected, balance: 50 })

    const history = (await api(t.app, teacher.token).get('/crystals/history')).json()
    expect(history.items.slice(0, 2)).toMatchObject([
      { kind: 'correction', amount: -5, reason: 'Doppelt gebucht', balance_after: 50 },
      { kind: 'grant', amount: 15, reason: 'Danke für die Rückmeldung', balance_after: 55 },
    ])
    const trail = (await asProvider().get('/provider/audit?person=Muster')).json()
    expect(trail.items.slice(0, 2)).toMatchObject([
      {
        action: 'correction',
        amount: -5,
        reason: 'Doppelt gebucht',
        actor_name: 'Vreni Muster',
        user_id: teacher.user.id,
      },
      { action: 'grant', amount: 15, reason: 'Danke für die Rückmeldung', user_id: teacher.user.id },
    ])
  })

  test('never below zero: a clear German message, and nothing is booked', async () => {
    await setBalance(t.app, teacher, 10)
    const entries = () =>
      rows(t.app, sql`select count(*)::int as n from crystal_entries where user_id = ${teacher.user.id}`)
    const before = await entries()
    const response = await grant({ email: teacher.user.email, amount: -11, reason: 'Zu viel' })
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 409,
      body: { code: 'insufficientCrystals', message: providerMessages.belowZero },
    })
    expect(await entries()).toEqual(before)
  })

  test('a double click grants once (Idempotency-Key)', async () => {
    await setBalance(t.app, teacher, 0)
    const body = { email: teacher.user.email, amount: 7, reason: 'Einmal' }
    const [first, second] = await Promise.all([grant(body, 'grant-1'), grant(body, 'grant-1')])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 200].sort())
    const [balance] = await rows<{ balance: number }>(
      t.app,
      sql`select balance from crystal_accounts where user_id = ${teacher.user.id}`,
    )
    expect(balance?.balance).toBe(7)
  })

  test('a reason is required, at most 300 characters; the amount is a whole number, not 0', async () => {
    const bad = await grant({ email: teacher.user.email, amount: 0, reason: '' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({
      amount: [providerMessages.grantAmountInvalid],
      reason: [providerMessages.grantReasonRequired],
    })
    const long = await grant({ email: teacher.user.email, amount: 1, reason: 'x'.repeat(301) })
    expect(long.json().errors.reason).toEqual([providerMessages.grantReasonTooLong])
    const nobody = await grant({ email: 'niemand@schule.example', amount: 1, reason: 'x' })
    expect(nobody.json().errors.email).toEqual([providerMessages.noSuchTeacher])
  })
})

describe('the crystal ledger', () => {
  test('balances: searchable by name or e-mail words, sortable by balance, paged, with the sum', async () => {
    const rich = await createUser(t.app, { email: 'ledger-reich@schule.example' })
    const poor = await createUser(t.app, { email: 'ledger-arm@schule.example' })
    await setBalance(t.app, rich, 900)
    await setBalance(t.app, poor, 3)
    const page = (await asProvider().get('/provider/balances?search=ledger- schule&sort=balance_asc')).json()
    expect(page).toMatchObject({ total: 2, sum: 903, page: 1, per_page: 20 })
    expect(page.items.map((item: { email: string }) => item.email)).toEqual([
      'ledger-arm@schule.example',
      'ledger-reich@schule.example',
    ])
    const desc = (await asProvider().get('/provider/balances?search=ledger-&sort=balance_desc')).json()
    expect(desc.items[0].balance).toBe(900)
    const second = (await asProvider().get('/provider/balances?search=ledger-&page=2')).json()
    expect(second).toMatchObject({ total: 2, items: [] })
    // The pattern characters of a search are taken literally.
    expect((await asProvider().get('/provider/balances?search=%25')).json().total).toBe(0)
  })

  test('purchases per month: count, free ones, crystals spent and credited (a demo purchase credits nothing)', async () => {
    const author = await createUser(t.app)
    const buyer = await createUser(t.app)
    await setBalance(t.app, buyer, 100)
    const { copyId } = await listedModule(t.app, { author, provider }, { meta: { crystals: 25 } })
    const before = (await asProvider().get('/provider/purchases')).json()[0]
    expect((await api(t.app, buyer.token).post('/modules/purchase', { id: copyId })).statusCode).toBe(200)
    const months = (await asProvider().get('/provider/purchases')).json()
    const month = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' })
      .format(t.app.ctx.clock.now())
      .slice(0, 7)
    expect(months[0].month).toBe(month)
    expect(months[0].purchases - (before?.month === month ? before.purchases : 0)).toBe(1)
    expect(months[0].crystals_spent - (before?.month === month ? before.crystals_spent : 0)).toBe(25)
    expect(months[0].crystals_credited - (before?.month === month ? before.crystals_credited : 0)).toBe(25)
    // The bookkeeping outlives the author's account (and its ledger): the trail keeps what was credited.
    await t.app.ctx.db.execute(sql`delete from users where id = ${author.user.id}`)
    const afterDeletion = (await asProvider().get('/provider/purchases')).json()[0]
    expect(afterDeletion).toEqual(months[0])
  })

  test('the CSVs: German headers, a byte order mark, semicolons, and no formula from a name', async () => {
    const evil = await createUser(t.app, { email: 'csv-formel@schule.example' })
    await t.app.ctx.db.execute(
      sql`update users set firstname = '=HYPERLINK("x")', lastname = 'Formel' where id = ${evil.user.id}`,
    )
    await setBalance(t.app, evil, 12)
    const csv = await asProvider().get('/provider/balances.csv?search=csv-formel')
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toContain('attachment')
    expect(csv.body).toBe(
      '\uFEFFNachname;Vorname;E-Mail;Kristalle\r\nFormel;"\'=HYPERLINK(""x"")";csv-formel@schule.example;12\r\n',
    )
    const purchases = await asProvider().get('/provider/purchases.csv')
    expect(purchases.body.startsWith('\uFEFFMonat;Käufe;davon kostenlos;Ausgegebene Kristalle;')).toBe(true)
    const audit = await asProvider().get('/provider/audit.csv?person=Formel')
    const lines = audit.body.split('\r\n')
    expect(lines[0]).toBe('\uFEFFZeitpunkt;Aktion;Ausgeführt von;Betrifft;Modul;Kristalle;Grund')
    expect(lines[1]).toContain(';Korrektur;Kommandozeile;"\'=HYPERLINK(""x"") Formel";;-88;Test')
  })
})

describe('the audit trail', () => {
  test('newest first, filtered by action and person, paged', async () => {
    const someone = await createUser(t.app, { email: 'audit-filter@schule.example' })
    await t.app.ctx.db.execute(sql`update users set lastname = 'Protokollia' where id = ${someone.user.id}`)
    for (const amount of [3, 4, -2]) {
      t.clock.advanceMinutes(1)
      await grant({ email: someone.user.email, amount, reason: `Buchung ${amount}` })
    }
    const all = (await asProvider().get('/provider/audit?person=Protokollia')).json()
    expect(all.items.map((line: { amount: number }) => line.amount)).toEqual([-2, 4, 3])
    const grants = (await asProvider().get('/provider/audit?person=Protokollia&action=grant')).json()
    expect(grants).toMatchObject({ total: 2, page: 1, per_page: 20 })
  })

  test('nobody can change or remove a line: UPDATE and DELETE both fail in the database', async () => {
    await grant({ email: teacher.user.email, amount: 1, reason: 'Unveränderlich' })
    const [line] = await rows<{ id: number }>(t.app, sql`select id from store_audit order by id desc limit 1`)
    // The trigger's own words, from PGlite and from PostgreSQL alike.
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.app.ctx.db.execute(statement).then(
        () => 'went through',
        (error: Error) => String(error.cause ?? error),
      )
    expect(await refusal(sql`update store_audit set amount = 1000 where id = ${line!.id}`)).toContain(
      'store_audit is append-only',
    )
    expect(await refusal(sql`delete from store_audit where id = ${line!.id}`)).toContain(
      'store_audit is append-only',
    )
    const [still] = await rows(t.app, sql`select amount, reason from store_audit where id = ${line!.id}`)
    expect(still).toEqual({ amount: 1, reason: 'Unveränderlich' })
  })
})
