import { idempotencyMessages, Role } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import { pruneExpired } from '../../src/maintenance'
import { multipart } from '../files/file-builders'
import { insertModule } from '../modules/module-builders'
import { oneRosterZip, sampleClass } from '../roster/roster-samples'
import { createClass } from '../school/school-builders'
import { listedModule, rows, setBalance } from '../store/store-fixtures'
import { API, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Issue 35 item 3 (decision 047): a call whose repetition costs takes an Idempotency-Key; the same
// key from the same user on the same call within 24 hours gets the first answer, never a second
// effect. Runs on PostgreSQL too (postgres-run.mjs), where requests at the same moment truly overlap.

const t = useTestApp()
let teacher: TestUser
let other: TestUser
beforeAll(async () => {
  teacher = await createUser(t.app)
  other = await createUser(t.app)
})

const post = (who: TestUser, path: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    payload,
    headers: { authorization: `Bearer ${who.token}`, ...(key !== undefined && { 'idempotency-key': key }) },
  })

const count = async (query: ReturnType<typeof sql>) =>
  (await rows<{ count: number }>(t.app, query))[0]?.count ?? Number.NaN
const modulesOf = (who: TestUser) =>
  count(sql`select count(*)::int as count from modules where owner_id = ${who.user.id}`)
const keyRows = () => count(sql`select count(*)::int as count from idempotency_keys`)

const sameAnswer = (first: LightMyRequestResponse, repeat: LightMyRequestResponse) => {
  expect(repeat.statusCode).toBe(first.statusCode)
  expect(repeat.json()).toEqual(first.json())
  expect(repeat.headers['idempotent-replayed']).toBe('true')
  expect(first.headers['idempotent-replayed']).toBeUndefined()
}

describe('Idempotency-Key on POST /modules/duplicate', () => {
  test('a repeat with the same key gets the first answer and makes no second copy; without a key it does', async () => {
    const moduleId = (await insertModule(t.app, teacher.user.id)).id
    const body = { module_id: moduleId, new_title: 'Kopie' }
    const before = await modulesOf(teacher)
    const first = await post(teacher, '/modules/duplicate', body, 'kopie-1')
    expect(first.statusCode, first.body).toBe(200)
    sameAnswer(first, await post(teacher, '/modules/duplicate', body, 'kopie-1'))
    expect(await modulesOf(teacher)).toBe(before + 1)
    // Without the header every request takes effect, as before.
    await post(teacher, '/modules/duplicate', body)
    expect(await modulesOf(teacher)).toBe(before + 2)
  })

  test('the same key with another body is refused with 422 and takes no effect', async () => {
    const moduleId = (await insertModule(t.app, teacher.user.id)).id
    expect(
      (await post(teacher, '/modules/duplicate', { module_id: moduleId, new_title: 'A' }, 'k-2')).statusCode,
    ).toBe(200)
    const before = await modulesOf(teacher)
    const other = await post(teacher, '/modules/duplicate', { module_id: moduleId, new_title: 'B' }, 'k-2')
    expect(other.statusCode).toBe(422)
    expect(other.json().errors).toEqual({ 'Idempotency-Key': [idempotencyMessages.reusedForOtherRequest] })
    expect(await modulesOf(teacher)).toBe(before)
  })

  test('keys are per user: another teacher with the same key gets an effect of their own', async () => {
    const mine = (await insertModule(t.app, teacher.user.id)).id
    const theirs = (await insertModule(t.app, other.user.id)).id
    const [myBefore, theirBefore] = [await modulesOf(teacher), await modulesOf(other)]
    expect(
      (await post(teacher, '/modules/duplicate', { module_id: mine, new_title: 'K' }, 'shared')).statusCode,
    ).toBe(200)
    const theirAnswer = await post(
      other,
      '/modules/duplicate',
      { module_id: theirs, new_title: 'K' },
      'shared',
    )
    expect(theirAnswer.statusCode).toBe(200)
    expect(theirAnswer.headers['idempotent-replayed']).toBeUndefined()
    expect([await modulesOf(teacher), await modulesOf(other)]).toEqual([myBefore + 1, theirBefore + 1])
  })

  test('a malformed key is a 422 with a clear message, never a 500, and nothing happens', async () => {
    const moduleId = (await insertModule(t.app, teacher.user.id)).id
    const before = await modulesOf(teacher)
    for (const key of ['x'.repeat(201), 'Schlüssel', '']) {
      const answer = await post(teacher, '/modules/duplicate', { module_id: moduleId, new_title: 'K' }, key)
      expect(answer.statusCode, key).toBe(422)
      expect(answer.json().errors).toEqual({ 'Idempotency-Key': [idempotencyMessages.malformed] })
    }
    expect(await modulesOf(teacher)).toBe(before)
    expect(
      (await post(teacher, '/modules/duplicate', { module_id: moduleId, new_title: 'K' }, 'x'.repeat(200)))
        .statusCode,
    ).toBe(200)
  })

  test('an error is not kept: the key is given back and a repeat is judged anew', async () => {
    const rowsBefore = await keyRows()
    const missing = await post(teacher, '/modules/duplicate', { module_id: 999_999, new_title: 'K' }, 'k-404')
    expect(missing.statusCode).toBe(404)
    expect(await keyRows()).toBe(rowsBefore)
  })

  test('after 24 hours the key is new again, and the hourly maintenance removes the old answers', async () => {
    const moduleId = (await insertModule(t.app, teacher.user.id)).id
    const body = { module_id: moduleId, new_title: 'Kopie' }
    const before = await modulesOf(teacher)
    expect((await post(teacher, '/modules/duplicate', body, 'tag-1')).statusCode).toBe(200)
    t.clock.advanceMinutes(23 * 60)
    expect((await post(teacher, '/modules/duplicate', body, 'tag-1')).headers['idempotent-replayed']).toBe(
      'true',
    )
    expect(await modulesOf(teacher)).toBe(before + 1)
    t.clock.advanceMinutes(61)
    const later = await post(teacher, '/modules/duplicate', body, 'tag-1')
    expect(later.statusCode).toBe(200)
    expect(later.headers['idempotent-replayed']).toBeUndefined()
    expect(await modulesOf(teacher)).toBe(before + 2)

    t.clock.advanceMinutes(24 * 60 + 1)
    expect(await keyRows()).toBeGreaterThan(0)
    await pruneExpired(t.app.ctx)
    expect(await keyRows()).toBe(0)
  })
})

describe('Idempotency-Key on POST /groups/createStudents', () => {
  test('a preview does not use up the key; a repeated commit answers the same cards and makes no second set', async () => {
    const group = await createClass(t.app, teacher.user.id, 'Klasse Schlüssel')
    const names = 'Mia;Muster\nNoah;Keller'
    const members = () =>
      count(sql`select count(*)::int as count from group_users where group_id = ${group.id}`)
    const preview = await post(teacher, '/groups/createStudents', { group_id: group.id, names }, 'karten')
    expect(preview.json().created).toBe(false)
    const first = await post(
      teacher,
      '/groups/createStudents',
      { group_id: group.id, names, commit: true },
      'karten',
    )
    expect(first.json().created).toBe(true)
    sameAnswer(
      first,
      await post(teacher, '/groups/createStudents', { group_id: group.id, names, commit: true }, 'karten'),
    )
    expect(await members()).toBe(2)
    // The kept answer holds start passwords: the database has it only encrypted with the client's key.
    const password = first.json().rows[0].start_password as string
    const stored = await rows(t.app, sql`select key_hash, answer from idempotency_keys`)
    expect(JSON.stringify(stored)).not.toContain(password)
    expect(JSON.stringify(stored)).not.toContain('karten')
  })
})

describe('Idempotency-Key on POST /groups/importRoster', () => {
  const commitRoster = async (who: TestUser, zip: Buffer, key: string) => {
    const { payload, contentType } = await multipart([
      ['commit', 'true'],
      ['files', zip, 'r.zip', 'application/zip'],
    ])
    return t.app.inject({
      method: 'POST',
      url: `${API}/groups/importRoster`,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${who.token}`, 'idempotency-key': key },
    })
  }

  test('a repeated commit answers the first answer; other files under the same key are refused', async () => {
    const importer = await createUser(t.app)
    const zip = oneRosterZip([sampleClass('I-1', '5a', 3, importer.user.email)])
    const accounts = () =>
      count(sql`select count(*)::int as count from roster_students where teacher_id = ${importer.user.id}`)
    const first = await commitRoster(importer, zip, 'roster-1')
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().imported).toBe(true)
    sameAnswer(first, await commitRoster(importer, zip, 'roster-1'))
    expect(await accounts()).toBe(3)
    const otherFiles = oneRosterZip([sampleClass('I-2', '5b', 2, importer.user.email)])
    const refused = await commitRoster(importer, otherFiles, 'roster-1')
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({ 'Idempotency-Key': [idempotencyMessages.reusedForOtherRequest] })
    expect(await accounts()).toBe(3)
  })
})

describe('Idempotency-Key on POST /modules/purchase at the same moment', () => {
  test('four requests with one key: one purchase, one charge, four equal answers', async () => {
    const provider = await createUser(t.app, { role: Role.admin })
    const author = await createUser(t.app)
    const buyer = await createUser(t.app)
    const { copyId } = await listedModule(t.app, { author, provider }, { meta: { crystals: 25 } })
    await setBalance(t.app, buyer, 100)
    const body = { id: copyId, crystals: 25 }
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => post(buyer, '/modules/purchase', body, 'kauf-1')),
    )
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200)
      expect(answer.json()).toEqual(answers[0]!.json())
    }
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === undefined)).toHaveLength(1)
    expect(
      await count(sql`select count(*)::int as count from module_purchases where user_id = ${buyer.user.id}`),
    ).toBe(1)
    expect(
      await count(sql`select balance::int as count from crystal_accounts where user_id = ${buyer.user.id}`),
    ).toBe(75)
  })
})

describe('Idempotency-Key on POST /groups/archive', () => {
  test('a repeat with the same key carries the class into one new class, not two', async () => {
    const group = await createClass(t.app, teacher.user.id, '7k')
    const classesOf = () =>
      count(
        sql`select count(*)::int as count from groups where teacher_id = ${teacher.user.id} and name = '8k'`,
      )
    const body = { id: group.id, next_name: '8k' }
    const first = await post(teacher, '/groups/archive', body, 'archive-7k')
    expect(first.statusCode, first.body).toBe(200)
    sameAnswer(first, await post(teacher, '/groups/archive', body, 'archive-7k'))
    expect(await classesOf()).toBe(1)
  })
})

describe('the document', () => {
  test('lists the optional Idempotency-Key header on exactly the calls whose repetition costs', async () => {
    const document = (await t.app.inject({ method: 'GET', url: `${API}/openapi.json` })).json()
    const withHeader: string[] = []
    for (const [path, methods] of Object.entries(
      document.paths as Record<
        string,
        Record<string, { parameters: { name: string; in: string; required: boolean }[] }>
      >,
    )) {
      for (const [method, operation] of Object.entries(methods)) {
        const header = operation.parameters.find((parameter) => parameter.name === 'Idempotency-Key')
        if (!header) continue
        expect(header).toMatchObject({ in: 'header', required: false })
        withHeader.push(`${method.toUpperCase()} ${path}`)
      }
    }
    expect(withHeader.sort()).toEqual([
      'POST /crystals/grant',
      'POST /groups/archive',
      'POST /groups/createStudents',
      'POST /groups/importRoster',
      'POST /groups/importStudents',
      'POST /modules/activate',
      'POST /modules/duplicate',
      'POST /modules/publish',
      'POST /modules/purchase',
    ])
  })
})
