import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import { keyHashOf, requestHashOf } from '../../src/lib/idempotency'
import { claimKey, releaseKey } from '../../src/lib/idempotency-keys.repo'
import { classWithStudents } from '../activations/activation-builders'
import { eventually } from '../files/file-builders'
import { createGrid, insertModule } from '../modules/module-builders'
import { createClass } from '../school/school-builders'
import { metaData, moduleWithContent, rows } from '../store/store-fixtures'
import { API, createUser, type TestUser, uniqueEmail } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Decision 047: the other calls that take an Idempotency-Key, each repeated once with its key: the
// first answer again and no second effect (idempotency-keys.test.ts holds the rules themselves).

const t = useTestApp()
let teacher: TestUser
beforeAll(async () => {
  teacher = await createUser(t.app)
})

const post = (path: string, payload: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    payload,
    headers: { authorization: `Bearer ${teacher.token}`, 'idempotency-key': key },
  })
const count = async (query: ReturnType<typeof sql>) =>
  (await rows<{ count: number }>(t.app, query))[0]?.count ?? Number.NaN

/** Calls twice with one key; `effect` counts rows the call writes: the first adds, the repeat none. */
async function twice(path: string, payload: object, effect: ReturnType<typeof sql>) {
  const before = await count(effect)
  const first = await post(path, payload, `${path}-1`)
  expect(first.statusCode, first.body).toBe(200)
  const afterFirst = await count(effect)
  expect(afterFirst).toBeGreaterThan(before)
  const repeat: LightMyRequestResponse = await post(path, payload, `${path}-1`)
  expect([repeat.statusCode, repeat.json()]).toEqual([first.statusCode, first.json()])
  expect(repeat.headers['idempotent-replayed']).toBe('true')
  expect(await count(effect)).toBe(afterFirst)
  return first.json()
}

describe('a repeat with the same key takes no second effect', () => {
  test('POST /modules/activate', async () => {
    const grid = await createGrid(t.app, teacher.user.id, { filled: { columns: 1, rows: 1, questions: 1 } })
    const { group, subject } = await classWithStudents(t.app, teacher.user.id, { active: 1 })
    const body = { id: grid.moduleId, group_id: group.id, subject_id: subject.id }
    await twice('/modules/activate', body, sql`select count(*)::int as count from active_modules`)
  })

  test('POST /modules/publish', async () => {
    const moduleId = await moduleWithContent(t.app, teacher)
    const body = { id: moduleId, metaData: metaData() }
    await twice('/modules/publish', body, sql`select count(*)::int as count from modules`)
  })

  test('POST /groups/importStudents (commit)', async () => {
    const group = await createClass(t.app, teacher.user.id, 'Klasse Einladung')
    const csv = ['Vorname;Nachname;E-Mail', `Lea;Graf;${uniqueEmail('neu')}`].join('\n')
    const effect = sql`select count(*)::int as count from mail_outbox`
    const answer = await twice('/groups/importStudents', { group_id: group.id, csv, commit: true }, effect)
    expect(answer.imported).toBe(true)
  })
})

describe('a repeat while the first request still runs', () => {
  test('waits; when the first fails and gives the key back, the repeat takes effect itself, once', async () => {
    const moduleId = (await insertModule(t.app, teacher.user.id)).id
    const body = { module_id: moduleId, new_title: 'Kopie' }
    const call = `POST ${API}/modules/duplicate`
    const scope = { userId: teacher.user.id, call, keyHash: keyHashOf('laeuft') }
    // The first request's row, claimed and not answered yet: as while its call runs.
    const now = t.clock.now()
    expect(await claimKey(t.app.ctx.db, scope, requestHashOf(body), now, new Date(0))).toBe(true)
    const copies = sql`select count(*)::int as count from modules where owner_id = ${teacher.user.id}`
    const before = await count(copies)
    const queries = t.app.ctx.database.queries
    const queriesBefore = queries.count
    let settled = false
    const repeat = post('/modules/duplicate', body, 'laeuft').finally(() => {
      settled = true
    })
    // Several rounds of looking at the row (claim, read: two statements each) while it stays unanswered.
    await eventually(async () => queries.count - queriesBefore >= 8)
    expect(settled).toBe(false)
    expect(await count(copies)).toBe(before)
    await releaseKey(t.app.ctx.db, scope)
    const answer = await repeat
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['idempotent-replayed']).toBeUndefined()
    expect(await count(copies)).toBe(before + 1)
  })
})
